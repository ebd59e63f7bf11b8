import {
  Avatar,
  Button,
  Caption1,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CameraRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { PHOTO_ACCEPT } from '../../../domain/students/photos';
import { photoUrl } from './photo-api';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    minWidth: 0,
    textAlign: 'center',
  },
  name: { overflowWrap: 'anywhere' },
  hidden: { display: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface PhotoCardStudent {
  id: string;
  name: string;
  detail: string;
}

/**
 * One student of the photo grid: the photo (initials without one), the name, and for staff who
 * may upload, a button that opens the camera on a tablet or phone, or the file picker elsewhere.
 */
export function PhotoCard(props: {
  student: PhotoCardStudent;
  version: number | undefined;
  canUpload: boolean;
  onUpload: (studentId: string, file: File) => Promise<string | undefined>;
}) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { student, version } = props;

  async function chosen(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setProblem(await props.onUpload(student.id, file));
    setBusy(false);
    if (input.current) input.current.value = '';
  }

  return (
    <li className={styles.card}>
      <Avatar
        size={96}
        name={student.name}
        // Without a photo Fluent shows the initials of the name.
        image={version === undefined ? undefined : { src: photoUrl(student.id, version), alt: '' }}
        aria-label={
          version === undefined ? `${student.name}: no photo` : `Photo of ${student.name}`
        }
      />
      <Text weight="semibold" className={styles.name}>
        {student.name}
      </Text>
      <Caption1>{student.detail}</Caption1>
      {props.canUpload && (
        <>
          <input
            ref={input}
            className={styles.hidden}
            type="file"
            accept={PHOTO_ACCEPT}
            // Tablets and phones open the front camera; desktops show the file picker.
            capture="user"
            aria-label={`Photo file for ${student.name}`}
            onChange={(event) => void chosen(event.currentTarget.files?.[0])}
          />
          <Button
            size="small"
            icon={busy ? <Spinner size="extra-tiny" /> : <CameraRegular />}
            disabled={busy}
            onClick={() => input.current?.click()}
            aria-label={`${version === undefined ? 'Add' : 'Replace'} photo of ${student.name}`}
          >
            {version === undefined ? 'Add photo' : 'Replace'}
          </Button>
        </>
      )}
      {problem && (
        <Caption1 role="alert" className={styles.error}>
          {problem}
        </Caption1>
      )}
    </li>
  );
}
