export { ImportActions } from './ImportActions';
export { type ColumnChoice, ImportColumnMapping, type MappedField } from './ImportColumnMapping';
export { ImportPreviewTable } from './ImportPreviewTable';
export { ImportRefusal } from './ImportRefusal';
export { type ImportResultRow, ImportResultTable } from './ImportResultTable';
