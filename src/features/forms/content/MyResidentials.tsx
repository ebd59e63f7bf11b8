import { Caption1, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { FactList } from '../../../components/record-page';
import { formatDateTime } from '../../../domain/format/dates';
import {
  inTimeOrder,
  residentialDates,
  sessionTimes,
} from '../../../domain/residentials/timetable';
import { useFeature } from '../../../state/features';
import { session } from '../../../state/session';
import { type MyResidential, myResidentialsQuery } from '../queries';

const useStyles = makeStyles({
  card: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  link: { color: tokens.colorBrandForegroundLink },
});

/** Which part of the residential a page shows: the venue page shows all a student needs there. */
export type ResidentialPart = 'venue' | 'timetables' | 'wifi';

/** The part of the residential a residential content page shows, if any. */
export const residentialPartOf = (name: string): ResidentialPart | undefined =>
  name === 'venue' || name === 'timetables' || name === 'wifi' ? name : undefined;

type Session = MyResidential['sessions'][number];

function ResidentialCard({
  residential,
  part,
}: {
  residential: MyResidential;
  part: ResidentialPart;
}) {
  const styles = useStyles();
  const { venue } = residential;
  const headingId = `my-residential-${residential.id}`;
  const showVenue = part === 'venue';
  const showWifi = part === 'venue' || part === 'wifi';
  const showTimetable = part === 'venue' || part === 'timetables';
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.heading}>
        {residential.title}
      </h2>
      <FactList
        label={residential.title}
        hideEmpty
        facts={[
          ['Dates', residentialDates(residential)],
          ['Venue', venue.name],
          ...(showVenue
            ? ([
                ['Address', [venue.address, venue.postcode].filter(Boolean).join('\n')],
                [
                  'Map',
                  venue.mapUrl && (
                    <FluentLink href={venue.mapUrl} target="_blank" rel="noreferrer">
                      Open the map of {venue.name}
                    </FluentLink>
                  ),
                ],
              ] as [string, React.ReactNode][])
            : []),
          ...(showWifi
            ? ([
                ['Wi-Fi network', venue.wifiNetwork ?? 'Ask at the venue'],
                ['Wi-Fi password', venue.wifiPassword ?? 'Ask at the venue'],
              ] as [string, React.ReactNode][])
            : []),
        ]}
      />
      {showTimetable && (
        <ReadOnlyTable<Session>
          caption={`Timetable of ${residential.title}`}
          rows={inTimeOrder(residential.sessions)}
          rowKey={(row) => row.id}
          empty="The timetable is not out yet."
          columns={[
            { header: 'When (UTC)', cell: (row) => sessionTimes(row) },
            { header: 'Session', wide: true, cell: (row) => row.title },
            { header: 'Room', cell: (row) => row.room ?? '' },
            { header: 'Tutor', cell: (row) => row.tutorName ?? '' },
          ]}
        />
      )}
      <p>
        Dietary, access or other needs?{' '}
        <Link className={styles.link} to="/forms/residential/requirements">
          Tell us your residential requirements
        </Link>{' '}
        (this works offline too).
      </p>
    </section>
  );
}

/**
 * The student's own residential(s) on the residential pages (issue 23): dates, venue, Wi-Fi and
 * timetable from GET forms/residentials, kept on the device so they show offline once read (or
 * prefetched). Nothing while the switch is off or the student has none.
 */
export function MyResidentials({ part }: { part: ResidentialPart }) {
  const on = useFeature('residentialAttendance');
  const { user } = useSnapshot(session);
  const query = useQuery({ ...myResidentialsQuery(user?.id ?? ''), enabled: on && Boolean(user) });
  if (!on || !query.data || query.data.length === 0) return null;
  const stale = query.isError || (typeof navigator !== 'undefined' && !navigator.onLine);
  return (
    <div>
      {/* The page above already says it is a saved view; this says when this part was saved. */}
      {stale && query.dataUpdatedAt > 0 && (
        <Caption1>
          Your residential as saved on this device at{' '}
          {formatDateTime(new Date(query.dataUpdatedAt))}.
        </Caption1>
      )}
      {query.data.map((residential) => (
        <ResidentialCard key={residential.id} residential={residential} part={part} />
      ))}
    </div>
  );
}
