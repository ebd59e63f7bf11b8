import { makeStyles, tokens } from '@fluentui/react-components';

/** The look of "mine against theirs" on the record (a section's review, a status, a deposit). */
export const useConflictStyles = makeStyles({
  root: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteDarkOrangeBorder2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalM,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  sides: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  side: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    alignContent: 'start',
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    alignItems: 'center',
  },
});
