import { Button, Text } from '@fluentui/react-components';
import { formatTimeOfDay } from '../../domain/format/dates';

/** What the note needs of a form's draft: when it was saved, and a way to throw it away. */
export interface DraftNoteProps {
  draft: { savedAt: string | null; discard: () => Promise<void> };
}

/** "Draft saved at …" with a way to throw the draft away; nothing before the first save. */
export function DraftNote({ draft }: DraftNoteProps) {
  if (!draft.savedAt) return null;
  return (
    <Text size={200}>
      Draft saved {formatTimeOfDay(draft.savedAt)}{' '}
      <Button size="small" appearance="subtle" onClick={() => void draft.discard()}>
        Discard draft
      </Button>
    </Text>
  );
}
