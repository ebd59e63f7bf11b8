import { Badge, type BadgeProps, makeStyles } from '@fluentui/react-components';
import { type BadgeColour, badgeColour } from '../../domain/applications/badge';

export type StatusBadgeColor = NonNullable<BadgeProps['color']>;

const FLUENT_COLOURS: Record<BadgeColour, StatusBadgeColor> = {
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  info: 'informative',
};

/** Fluent badge colour of a status (spec §4 badge colour classes); 'subtle' (neutral) when none applies. */
export function statusBadgeColor(status: string | null | undefined): StatusBadgeColor {
  const colour = badgeColour(status);
  return colour ? FLUENT_COLOURS[colour] : 'subtle';
}

// A badge's pill has a fixed height: its text on one line, or it spills out of the pill.
const useStyles = makeStyles({ badge: { whiteSpace: 'nowrap', flexShrink: 0 } });

export interface StatusBadgeProps {
  status: string | null | undefined;
  appearance?: BadgeProps['appearance'];
  size?: BadgeProps['size'];
}

/** A status or review outcome as a coloured badge; nothing when the status is empty. */
export function StatusBadge({ status, appearance = 'tint', size = 'medium' }: StatusBadgeProps) {
  const styles = useStyles();
  if (!status) return null;
  const color = statusBadgeColor(status);
  return (
    <Badge
      className={styles.badge}
      appearance={appearance}
      color={color}
      size={size}
      shape="rounded"
      data-colour={color}
    >
      {status}
    </Badge>
  );
}
