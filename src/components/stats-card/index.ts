export { resolveStatsIcon, STATS_ICONS, type StatsIcon, type StatsIconName } from './icons';
export { StatsCard } from './StatsCard';
export type { StatsCardProps } from './types';
