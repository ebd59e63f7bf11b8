export { CountTable, type CountTableProps } from './CountTable';
export { StatCard, type StatCardProps } from './StatCard';
