import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router';
import { FactList } from '../../components/record-page';
import type { ScreenProps } from '../../components/screen';
import type { StoredResidential } from '../../domain/records/residential';
import { inTimeOrder, residentialDates, sessionTimes } from '../../domain/residentials/timetable';
import { useOffline } from '../../offline-react/OfflineProvider';
import { useHubName } from '../../offline-react/useHubNames';
import { can } from '../../state/permissions';
import { checkInPath, RESIDENTIALS_PATH, recordPath } from './paths';
import { type PackSummary, TakeOfflineControl } from './TakeOfflineControl';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXL, maxWidth: '60rem' },
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  sessions: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  session: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
  },
  // A link a finger can hit on a tablet.
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    paddingInline: tokens.spacingHorizontalS,
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

const today = () => new Date().toISOString().slice(0, 10);

/** Those still to come or under way first (soonest first), then those over (latest first). */
function byComingFirst(residentials: readonly StoredResidential[], day: string) {
  const over = (r: StoredResidential) => r.endDate < day;
  return [...residentials].sort((a, b) => {
    if (over(a) !== over(b)) return over(a) ? 1 : -1;
    const order = a.startDate.localeCompare(b.startDate) || a.title.localeCompare(b.title);
    return over(a) ? -order : order;
  });
}

function ResidentialCard({
  residential,
  pack,
}: {
  residential: StoredResidential;
  pack: PackSummary | undefined;
}) {
  const styles = useStyles();
  const hubName = useHubName();
  const headingId = `residential-${residential.id}`;
  const { venue } = residential;
  // Two hubs' residentials may share a title: the hub tells them apart (the buttons' names too).
  const hub = residential.hubId ? hubName(residential.hubId) : 'Whole college';
  const sessions = inTimeOrder(residential.sessions);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Link className={styles.link} to={recordPath(residential.id)}>
          {residential.title}
        </Link>
      </h2>
      <FactList
        label={`${residential.title}: when and where`}
        facts={[
          ['Dates', residentialDates(residential)],
          [
            'Venue',
            [
              // An address that starts with the venue's name says it already.
              venue.address?.startsWith(venue.name) ? undefined : venue.name,
              venue.address,
              venue.postcode,
            ]
              .filter(Boolean)
              .join(', '),
          ],
          ['Hub', hub],
        ]}
      />
      <TakeOfflineControl
        residentialId={residential.id}
        title={`${residential.title} (${hub})`}
        pack={pack}
      />
      <h3 className={styles.heading}>Sessions</h3>
      {sessions.length === 0 ? (
        <Text className={styles.muted}>No sessions are timetabled yet.</Text>
      ) : (
        <ul className={styles.sessions}>
          {sessions.map((session) => (
            <li key={session.id} className={styles.session}>
              <Link className={styles.link} to={checkInPath(residential.id, session.id)}>
                {`Check in: ${session.title}`}
              </Link>
              <Text className={styles.muted}>
                {`${sessionTimes(session)}${session.room ? ` · ${session.room}` : ''}`}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Residentials (issue 23): those in the user's scope, from the device's synced copy (so the list
 * opens offline), each with "Take offline" for the venue and a link to each session's check-in.
 */
export function ResidentialList(_props: ScreenProps) {
  const styles = useStyles();
  const engine = useOffline();
  const residentials = useLiveQuery(
    async () =>
      engine
        ? // Dexie's live results are read-only: the sort works on a copy.
          byComingFirst(await engine.db.residentials.toArray(), today())
        : undefined,
    [engine],
  );
  // What the list shows of each download (the photos stay in the table).
  const packs = useLiveQuery(async () => {
    const summaries = new Map<string, PackSummary>();
    await engine?.db['residential-packs'].each((pack) =>
      summaries.set(pack.residentialId, {
        storedAt: pack.storedAt,
        bytes: pack.bytes,
        studentCount: pack.students.length,
      }),
    );
    return summaries;
  }, [engine]);

  if (residentials === undefined) return <Spinner label="Loading residentials" />;
  const newResidential = can(['residentials:admin']) ? (
    <Link className={styles.link} to={`${RESIDENTIALS_PATH}/new`}>
      New residential
    </Link>
  ) : null;
  if (residentials.length === 0) {
    return (
      <div className={styles.root}>
        <Text>No residentials are on this device yet.</Text>
        {newResidential}
      </div>
    );
  }
  return (
    <div className={styles.root}>
      {newResidential}
      <Text className={styles.muted}>
        Take a residential offline before you travel: its roster, photos, requirements and emergency
        contacts are kept on this device, so check-in works at a venue without a network. Marks are
        sent when the device is back online.
      </Text>
      {residentials.map((residential) => (
        <ResidentialCard
          key={residential.id}
          residential={residential}
          pack={packs?.get(residential.id)}
        />
      ))}
    </div>
  );
}
