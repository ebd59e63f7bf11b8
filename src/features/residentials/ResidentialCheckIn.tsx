import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ScreenProps } from '../../components/screen';
import { formatDateTime } from '../../domain/format/dates';
import type { AttendanceMark } from '../../domain/residentials/attendance';
import { matchesName, rosterCount, rosterSummary } from '../../domain/residentials/check-in';
import type { PackStudent } from '../../domain/residentials/offline-pack';
import { sessionTimes } from '../../domain/residentials/timetable';
import { ExcuseDialog } from './ExcuseDialog';
import { RESIDENTIALS_PATH } from './paths';
import { RosterRow } from './RosterRow';
import { StudentDetails } from './StudentDetails';
import { TakeOfflineControl } from './TakeOfflineControl';
import { useCheckIn } from './use-check-in';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '64rem' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  muted: { color: tokens.colorNeutralForeground3 },
  // Stays in view while the roster scrolls: the count, search and the bulk actions.
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground2,
    // Covers the scrolling area's padding above it, so rows never show through there.
    boxShadow: `0 calc(-1 * ${tokens.spacingVerticalXXL}) 0 ${tokens.colorNeutralBackground2}`,
  },
  count: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, flexGrow: 1 },
  search: { minWidth: '16rem', minHeight: '44px' },
  action: { minHeight: '44px' },
  roster: { listStyle: 'none', margin: 0, padding: 0 },
});

function Missing({ children }: { children: string }) {
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * Check-in of one session of a residential (issue 23), for a tablet at the venue: works wholly
 * offline from the pack taken with "Take offline" and the marks on the device. Each student is
 * marked present, late, absent or excused (with a reason); "All present" marks everyone not yet
 * marked; Undo takes back the last thing done here (see useCheckIn).
 */
export function ResidentialCheckIn(_props: ScreenProps) {
  const styles = useStyles();
  const { id = '', sessionId = '' } = useParams();
  const { loading, residential, pack, current, mark, undo, lastAction, canMark } = useCheckIn(
    id,
    sessionId,
  );
  const [search, setSearch] = useState('');
  const [excusing, setExcusing] = useState<PackStudent>();
  const [details, setDetails] = useState<PackStudent>();
  const [busy, setBusy] = useState(false);

  const students = pack?.students ?? [];
  const currentMarks = useMemo(
    () => new Map([...current].map(([studentId, record]) => [studentId, record.mark])),
    [current],
  );
  const count = rosterCount(
    students.map((student) => student.id),
    currentMarks,
  );
  const shown = students.filter((student) => matchesName(student.name, search));
  const markable = Boolean(pack?.markableSessionIds.includes(sessionId)) && canMark;

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }, []);
  const onMark = useCallback(
    (student: PackStudent, value: AttendanceMark) => {
      if (value === 'excused') {
        setExcusing(student);
        return;
      }
      void run(() =>
        mark(
          [{ studentId: student.id, studentName: student.name, mark: value }],
          `${student.name} marked ${value}`,
        ),
      );
    },
    [mark, run],
  );

  if (loading) return <Spinner label="Loading the roster" />;
  if (!residential) {
    return (
      <Missing>
        This residential is not on this device: it may not be in your scope, or the device has not
        synced yet.
      </Missing>
    );
  }
  const session = residential.sessions.find((one) => one.id === sessionId);
  if (!session) return <Missing>{`${residential.title} has no such session.`}</Missing>;
  const back = (
    <Link to={RESIDENTIALS_PATH} className={styles.muted}>
      All residentials
    </Link>
  );
  const header = (
    <header>
      <h2 className={styles.heading}>{`${session.title} · ${residential.title}`}</h2>
      <Text className={styles.muted}>
        {`${sessionTimes(session)}${session.room ? ` · ${session.room}` : ''} · ${residential.venue.name}`}
      </Text>
    </header>
  );
  if (!pack) {
    return (
      <div className={styles.root}>
        {header}
        <Missing>
          The roster of this residential is not on this device, so check-in cannot start here. Take
          it offline while the device is online (it keeps the roster, photos, requirements and
          emergency contacts).
        </Missing>
        <TakeOfflineControl
          residentialId={residential.id}
          title={residential.title}
          pack={undefined}
        />
        {back}
      </div>
    );
  }
  const unmarked = students.filter((student) => !currentMarks.has(student.id));

  return (
    <div className={styles.root}>
      {header}
      {!markable && (
        <Missing>
          You can see this session’s roster but not mark it: it is not one you teach.
        </Missing>
      )}
      <div className={styles.bar}>
        <Text role="status" className={styles.count}>
          {rosterSummary(count)}
        </Text>
        <SearchBox
          className={styles.search}
          aria-label="Search by name"
          placeholder="Search by name"
          value={search}
          onChange={(_, data) => setSearch(data.value)}
        />
        <Button
          className={styles.action}
          appearance="primary"
          disabled={!markable || busy || unmarked.length === 0}
          onClick={() =>
            void run(() =>
              mark(
                unmarked.map((student) => ({
                  studentId: student.id,
                  studentName: student.name,
                  mark: 'present' as const,
                })),
                `${unmarked.length} marked present`,
              ),
            )
          }
        >
          All present
        </Button>
        <Button
          className={styles.action}
          disabled={!lastAction || busy}
          aria-label={lastAction ? `Undo: ${lastAction.label}` : 'Undo'}
          onClick={() => void run(undo)}
        >
          Undo
        </Button>
      </div>
      {shown.length === 0 ? (
        <Text>
          {students.length === 0
            ? 'No students are expected at this residential.'
            : 'No student matches.'}
        </Text>
      ) : (
        <ul className={styles.roster} aria-label="Roster">
          {shown.map((student) => (
            <RosterRow
              key={student.id}
              student={student}
              current={current.get(student.id)}
              disabled={!markable}
              onMark={onMark}
              onDetails={setDetails}
            />
          ))}
        </ul>
      )}
      <Text size={200} className={styles.muted}>
        {`Roster taken ${formatDateTime(pack.storedAt)}. Marks are kept on this device and sent when it is online.`}
      </Text>
      {back}
      <ExcuseDialog
        studentName={excusing?.name}
        onCancel={() => setExcusing(undefined)}
        onSave={(reason) => {
          const student = excusing;
          setExcusing(undefined);
          if (!student) return;
          void run(() =>
            mark(
              [{ studentId: student.id, studentName: student.name, mark: 'excused', reason }],
              `${student.name} excused`,
            ),
          );
        }}
      />
      <StudentDetails student={details} onClose={() => setDetails(undefined)} />
    </div>
  );
}
