export { ActionButton, type ActionButtonProps } from './ActionButton';
