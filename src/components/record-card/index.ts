import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * One item of a record shown as a bordered card (an engagement, a request): the card, its
 * header line (heading, badges, an action pushed to the end) and the heading without margins.
 */
export const useRecordCardStyles = makeStyles({
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  heading: { margin: 0 },
});
