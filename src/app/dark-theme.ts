import type { Theme } from '@fluentui/react-components';

/** The dark theme on the college's brand, built at build time (config/theme.ts). */
declare const __DARK_THEME__: Theme;
export const darkTheme: Theme = __DARK_THEME__;
