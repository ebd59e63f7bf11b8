export { DismissibleAlert, type DismissibleAlertProps } from './DismissibleAlert';
export { useDismissed } from './useDismissed';
