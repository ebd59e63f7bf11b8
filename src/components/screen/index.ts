export { AsOf } from './AsOf';
export { ErrorFrame } from './ErrorFrame';
export { NotYetAvailablePage } from './NotYetAvailablePage';
export { Surface } from './Surface';
export type { ScreenProps } from './screen-props';
