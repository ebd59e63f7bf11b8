export { BreakdownCard, type BreakdownCardProps, type CountedNoun } from './BreakdownCard';
export { CountTable, type CountTableProps } from './CountTable';
export { StatCard, type StatCardProps } from './StatCard';
