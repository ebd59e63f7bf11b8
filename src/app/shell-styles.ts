import { makeStyles, tokens } from '@fluentui/react-components';

/** The signed-in layouts' frame: top bar, menu beside the screen (staff and student alike). */
export const useShellStyles = makeStyles({
  // One column no wider than the window: a wide table scrolls inside main, not the whole page.
  root: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    gridTemplateColumns: 'minmax(0, 1fr)',
    height: '100vh',
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    '@media (max-width: 640px)': {
      gap: tokens.spacingHorizontalXS,
      paddingInline: tokens.spacingHorizontalS,
    },
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  // One line whatever the width: a long title ends in an ellipsis, the rest keeps its size.
  title: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  body: { display: 'flex', minHeight: 0 },
  main: {
    flexGrow: 1,
    overflow: 'auto',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground2,
    '@media (max-width: 640px)': { padding: tokens.spacingHorizontalL },
  },
  onBrand: { color: tokens.colorNeutralForegroundOnBrand },
  barButton: { flexShrink: 0, minWidth: 0 },
  // Kept for screen readers, hidden on a phone (a button's text beside its icon).
  phoneHidden: {
    '@media (max-width: 640px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
