export {
  StatusBadge,
  type StatusBadgeColor,
  type StatusBadgeProps,
  statusBadgeColor,
} from './StatusBadge';
