export { errorProps, FormDialog, type FormDialogProps } from './FormDialog';
