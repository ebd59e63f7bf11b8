export { AsOf } from './AsOf';
export { ErrorFrame } from './ErrorFrame';
export { NotYetAvailablePage } from './NotYetAvailablePage';
export type { ScreenProps } from './screen-props';
