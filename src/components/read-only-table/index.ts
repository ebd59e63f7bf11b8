export { type ReadOnlyColumn, ReadOnlyTable } from './ReadOnlyTable';
