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
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  title: {
    flexGrow: 1,
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
  },
  onBrand: { color: tokens.colorNeutralForegroundOnBrand },
});
