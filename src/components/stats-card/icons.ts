import {
  AlertRegular,
  ArrowDownRegular,
  ArrowUpRegular,
  CalendarClockRegular,
  CheckmarkCircleRegular,
  ClockRegular,
  DocumentBulletListRegular,
  ErrorCircleRegular,
  type FluentIcon,
  HatGraduationRegular,
  InfoRegular,
  MoneyRegular,
  PeopleRegular,
  PersonAddRegular,
  PersonRegular,
  WarningRegular,
} from '@fluentui/react-icons';

/**
 * Icons a stats card can name in configuration, by Fluent's base names (as in config/menu.json).
 * Kept small on purpose: a name pulls its icon into the bundle.
 */
export const STATS_ICONS = {
  Alert: AlertRegular,
  ArrowDown: ArrowDownRegular,
  ArrowUp: ArrowUpRegular,
  CalendarClock: CalendarClockRegular,
  CheckmarkCircle: CheckmarkCircleRegular,
  Clock: ClockRegular,
  DocumentBulletList: DocumentBulletListRegular,
  ErrorCircle: ErrorCircleRegular,
  HatGraduation: HatGraduationRegular,
  Info: InfoRegular,
  Money: MoneyRegular,
  People: PeopleRegular,
  Person: PersonRegular,
  PersonAdd: PersonAddRegular,
  Warning: WarningRegular,
} as const satisfies Record<string, FluentIcon>;

export type StatsIconName = keyof typeof STATS_ICONS;

/** An icon given as a Fluent icon component or as a name from STATS_ICONS. */
export type StatsIcon = FluentIcon | StatsIconName;

export function resolveStatsIcon(icon: StatsIcon): FluentIcon {
  return typeof icon === 'string' ? STATS_ICONS[icon] : icon;
}
