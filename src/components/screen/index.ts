export { AsOf } from './AsOf';
export { BusySpinner } from './BusySpinner';
export { ErrorFrame } from './ErrorFrame';
export { Loaded, type LoadState, NotLoaded } from './Loaded';
export { NotYetAvailablePage } from './NotYetAvailablePage';
export { Surface } from './Surface';
export type { ScreenProps } from './screen-props';
