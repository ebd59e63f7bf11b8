export { DateInput, type DateInputProps } from './DateInput';
export { DraftNote, type DraftNoteProps } from './DraftNote';
export { FormFieldInput } from './FormFieldInput';
export { FieldCells, FieldList, listsOf, type RuntimeOptions } from './FormFields';
