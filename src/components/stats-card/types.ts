import type { StatsCard } from '../../domain/ui/widgets';
import type { StatsIcon } from './icons';

/** The stats card fields of spec §3; the icon is required. */
export interface StatsCardProps extends Omit<StatsCard, 'icon' | 'subIcon'> {
  icon: StatsIcon;
  subIcon?: StatsIcon;
}
