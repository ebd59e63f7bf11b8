import type { Theme } from '@fluentui/react-components';

/** The light theme on the college's brand, built at build time (config/theme.ts). */
declare const __LIGHT_THEME__: Theme;
export const lightTheme: Theme = __LIGHT_THEME__;

/** The system's colour scheme preference (absent where there is no matchMedia, as in tests). */
export const darkSchemeQuery = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)');

/** The dark theme: its own small chunk, loaded only by those who use it (login budget). */
export async function loadDarkTheme(): Promise<Theme> {
  return (await import('./dark-theme')).darkTheme;
}
