import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  type FieldProps,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { type ReactNode, useRef, useState } from 'react';
import { ActionButton } from '../action-button';

export interface FormDialogProps {
  /** The dialog's title, also its accessible name. */
  title: string;
  /** The label of the submit button (the form's one primary action). */
  submitLabel: string;
  /**
   * Runs on submit; the owner closes the dialog when it succeeds. While it runs the submit
   * button is disabled; what it throws is shown in the dialog, which stays open.
   */
  onSubmit: () => Promise<void> | void;
  onClose: () => void;
  /** The action cannot be taken now (the content says why): submit is disabled, Cancel is Close. */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A Field's props for its error message, or none. */
export function errorProps(
  message: string | undefined,
): Pick<FieldProps, 'validationMessage' | 'validationState'> {
  return { validationMessage: message, validationState: message ? 'error' : 'none' };
}

/** A modal form in a dialog: title, fields, and Cancel beside the submit button (Enter submits). */
export function FormDialog(props: FormDialogProps) {
  const { title, submitLabel, onSubmit, onClose, submitDisabled = false } = props;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  // A second click before the first submit settles would queue the same change twice.
  const running = useRef(false);
  const submit = async () => {
    if (running.current || submitDisabled) return;
    running.current = true;
    setBusy(true);
    setFailure(undefined);
    try {
      await onSubmit();
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : String(caught));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-describedby={undefined}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              {props.children}
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{`Not saved: ${failure}`}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{submitDisabled ? 'Close' : 'Cancel'}</Button>
              <ActionButton type="submit" disabled={submitDisabled || busy}>
                {submitLabel}
              </ActionButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
