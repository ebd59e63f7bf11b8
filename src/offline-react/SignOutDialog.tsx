import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

/** What the device holds that the server has not: queued changes and forms' drafts. */
export interface Unsent {
  changes: number;
  drafts: number;
}

interface SignOutDialogProps {
  open: boolean;
  /** Changes not yet on the server, and forms holding typed values. */
  unsent: Unsent;
  onStay: () => void;
  onKeep: () => void;
  onExport: () => void;
  onDiscard: () => void;
}

function unsentInWords({ changes, drafts }: Unsent): string {
  const parts: string[] = [];
  if (changes > 0) {
    parts.push(
      `${changes} ${changes === 1 ? 'change has' : 'changes have'} not reached the server yet.`,
    );
  }
  if (drafts > 0) {
    parts.push(
      `${drafts} ${drafts === 1 ? 'form holds' : 'forms hold'} typed values not yet saved.`,
    );
  }
  return parts.join(' ');
}

/** The warning before signing out with changes not yet sent (useSignOut of SignOut.tsx). */
export function SignOutDialog({
  open,
  unsent,
  onStay,
  onKeep,
  onExport,
  onDiscard,
}: SignOutDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onStay()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Changes not yet sent</DialogTitle>
          <DialogContent>
            {unsentInWords(unsent)} Keep them on this device and they are sent when you sign in
            again (anyone using this browser could see them until then), export them to a file, or
            discard them for good.
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onStay}>
              Stay signed in
            </Button>
            <Button onClick={onKeep}>Keep them and sign out</Button>
            <Button onClick={onExport}>Export unsent changes</Button>
            <Button onClick={onDiscard}>Discard them and sign out</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
