export { FactList, type FactListProps } from './FactList';
export { FormFieldControl, type FormFieldControlProps } from './FormFieldControl';
export { RecordForm, type RecordFormProps } from './RecordForm';
export { RecordPage, type RecordPageProps } from './RecordPage';
export type { FormField, FormFieldOption, FormFieldType, RecordTab } from './types';
