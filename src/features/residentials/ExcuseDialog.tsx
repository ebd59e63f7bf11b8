import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';

/** Asks why a student is excused (a mark excused without a reason is refused). */
export function ExcuseDialog({
  studentName,
  onSave,
  onCancel,
}: {
  studentName: string | undefined;
  onSave: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Give the reason the student is excused');
      return;
    }
    onSave(reason.trim());
    setReason('');
  };
  return (
    <Dialog
      open={studentName !== undefined}
      onOpenChange={(_, data) => {
        if (!data.open) onCancel();
      }}
    >
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{`Excuse ${studentName ?? ''}`}</DialogTitle>
            <DialogContent>
              <Field label="Reason" validationMessage={error} required>
                <Input
                  value={reason}
                  maxLength={500}
                  onChange={(_, data) => {
                    setReason(data.value);
                    setError(undefined);
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary">
                Mark excused
              </Button>
              <Button
                appearance="secondary"
                onClick={() => {
                  setReason('');
                  onCancel();
                }}
              >
                Cancel
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
