export { type DecisionOutcome, DecisionReasonDialog } from './DecisionReasonDialog';
export { errorProps, FormDialog, type FormDialogProps } from './FormDialog';
export { ReasonField, type ReasonFieldProps } from './ReasonField';
