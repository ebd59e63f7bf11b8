import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

interface SignOutDialogProps {
  open: boolean;
  /** Changes not yet on the server. */
  waiting: number;
  onStay: () => void;
  onDiscard: () => void;
}

/** The warning before signing out with changes not yet sent (useSignOut of SignOut.tsx). */
export function SignOutDialog({ open, waiting, onStay, onDiscard }: SignOutDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onStay()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Changes not yet sent</DialogTitle>
          <DialogContent>
            {waiting} {waiting === 1 ? 'change has' : 'changes have'} not reached the server yet.
            Signing out removes them from this device for good.
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onStay}>
              Stay signed in
            </Button>
            <Button onClick={onDiscard}>Discard them and sign out</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
