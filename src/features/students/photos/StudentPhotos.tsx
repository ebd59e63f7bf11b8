import {
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  SearchBox,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useMemo, useState } from 'react';
import { AsOf, type ScreenProps } from '../../../components/screen';
import type { StoredStudent } from '../../../domain/records/student';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { useHubName } from '../../../offline-react/useHubNames';
import { can } from '../../../state/permissions';
import { session } from '../../../state/session';
import { PhotoCard } from './PhotoCard';
import { type PhotoMode, usePhotoUpload, usePhotoVersions } from './photo-api';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
});

// A grid of thousands of photos would load thousands of images: a page at a time.
const PAGE = 120;

function nameOf(student: StoredStudent): string {
  return `${student.preferredName || student.firstName} ${student.lastName}`;
}

/**
 * Students → Photos, My students → All photos ('all') and Photos ('mine': the tutor's own
 * tutees): the students on the device, filtered like the lists, with their photos.
 */
export function StudentPhotos({ title, mode }: ScreenProps & { mode?: string }) {
  const styles = useStyles();
  const engine = useOffline();
  const hubName = useHubName();
  const photoMode: PhotoMode = mode === 'mine' ? 'mine' : 'all';
  const photos = usePhotoVersions(photoMode);
  const upload = usePhotoUpload();
  const canUpload = can(['students:admin']);
  const [search, setSearch] = useState('');
  const [hub, setHub] = useState('');
  const [programme, setProgramme] = useState('');
  const [shown, setShown] = useState(PAGE);
  const query = useDeferredValue(search.trim().toLowerCase());
  const students = useLiveQuery(async () => engine?.db.students.toArray(), [engine]);
  const userId = session.user?.id;

  const inMode = useMemo(
    () =>
      (students ?? [])
        .filter((student) => photoMode === 'all' || student.tutorId === userId)
        .toSorted((a, b) => a.lastName.localeCompare(b.lastName) || a.id.localeCompare(b.id)),
    [students, photoMode, userId],
  );
  const hubs = useMemo(() => [...new Set(inMode.map((s) => s.hubId))].sort(), [inMode]);
  const programmes = useMemo(
    () => [...new Set(inMode.map((s) => s.programmeCode))].sort(),
    [inMode],
  );
  const rows = useMemo(
    () =>
      inMode.filter(
        (student) =>
          (!hub || student.hubId === hub) &&
          (!programme || student.programmeCode === programme) &&
          (!query || `${nameOf(student)}\n${student.email}`.toLowerCase().includes(query)),
      ),
    [inMode, hub, programme, query],
  );

  if (!engine || !students) return <Spinner label="Loading, please wait ..." />;
  const versions = photos.data ?? {};
  return (
    <section className={styles.page} aria-label={title}>
      <AsOf updatedAt={photos.dataUpdatedAt} stale={photos.isError || !navigator.onLine} />
      {photos.isError && !photos.data && (
        <MessageBar intent="warning">
          <MessageBarBody>
            Photos could not be loaded ({photos.error.message}); initials are shown instead.
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.filters}>
        <Field label="Search">
          <SearchBox
            value={search}
            placeholder="Search students"
            onChange={(_event, data) => setSearch(data.value)}
          />
        </Field>
        <Field label="Hub">
          <Select value={hub} onChange={(_event, data) => setHub(data.value)}>
            <option value="">All</option>
            {hubs.map((id) => (
              <option key={id} value={id}>
                {hubName(id)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Programme">
          <Select value={programme} onChange={(_event, data) => setProgramme(data.value)}>
            <option value="">All</option>
            {programmes.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </Select>
        </Field>
      </div>
      <Caption1 aria-live="polite">
        {rows.length === 1 ? '1 student' : `${rows.length} students`}
      </Caption1>
      <ul className={styles.grid} aria-label="Student photos">
        {rows.slice(0, shown).map((student) => (
          <PhotoCard
            key={student.id}
            student={{
              id: student.id,
              name: nameOf(student),
              detail: `${hubName(student.hubId)} · ${student.programmeCode}`,
            }}
            version={versions[student.id]}
            canUpload={canUpload}
            onUpload={upload}
          />
        ))}
      </ul>
      {rows.length > shown && (
        <Button onClick={() => setShown((count) => count + PAGE)}>
          Show more ({rows.length - shown} more)
        </Button>
      )}
    </section>
  );
}
