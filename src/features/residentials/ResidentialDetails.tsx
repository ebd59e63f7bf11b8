import { Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router';
import { ReadOnlyTable } from '../../components/read-only-table';
import { FactList } from '../../components/record-page';
import type { StoredResidential } from '../../domain/records/residential';
import type { ResidentialSession } from '../../domain/residentials/residential';
import { inTimeOrder, residentialDates, sessionTimes } from '../../domain/residentials/timetable';
import { checkInPath } from './paths';
import { signInSheetHref } from './record-queries';

const useStyles = makeStyles({
  heading: { fontSize: tokens.fontSizeBase400, marginBlock: tokens.spacingVerticalS },
  link: { color: tokens.colorBrandForegroundLink },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/**
 * What the residential's record shows from the device (offline too): dates, hub, venue with its
 * map and Wi-Fi, the module instances taught, and the timetable with each session's check-in
 * and sign-in sheet.
 */
export function ResidentialDetails({
  residential,
  hubName,
  tutorName,
  moduleName,
}: {
  residential: StoredResidential;
  hubName: string;
  tutorName: (id: string) => string;
  moduleName: (moduleInstanceId: string) => string;
}) {
  const styles = useStyles();
  const { venue } = residential;
  return (
    <>
      <section aria-labelledby="residential-when">
        <h2 id="residential-when" className={styles.heading}>
          When and where
        </h2>
        <FactList
          label="When and where"
          hideEmpty
          facts={[
            ['Dates', residentialDates(residential)],
            ['For', hubName],
            ['Venue', venue.name],
            ['Address', [venue.address, venue.postcode].filter(Boolean).join('\n')],
            [
              'Map',
              venue.mapUrl && (
                <FluentLink href={venue.mapUrl} target="_blank" rel="noreferrer">
                  Open the map of {venue.name}
                </FluentLink>
              ),
            ],
            ['Wi-Fi network', venue.wifiNetwork],
            ['Wi-Fi password', venue.wifiPassword],
          ]}
        />
      </section>
      <section aria-labelledby="residential-modules">
        <h2 id="residential-modules" className={styles.heading}>
          Modules taught
        </h2>
        {residential.moduleInstanceIds.length === 0 ? (
          <p>No modules named yet.</p>
        ) : (
          <ul className={styles.list}>
            {residential.moduleInstanceIds.map((id) => (
              <li key={id}>{moduleName(id)}</li>
            ))}
          </ul>
        )}
      </section>
      <ReadOnlyTable<ResidentialSession>
        caption="Timetable"
        rows={inTimeOrder(residential.sessions)}
        rowKey={(session) => session.id}
        empty="No sessions yet."
        columns={[
          {
            header: 'Session',
            wide: true,
            cell: (session) => (
              <Link
                className={styles.link}
                to={checkInPath(residential.id, session.id)}
                aria-label={`Check in: ${session.title}`}
              >
                {session.title}
              </Link>
            ),
          },
          { header: 'When (UTC)', cell: (session) => sessionTimes(session) },
          { header: 'Room', cell: (session) => session.room ?? '' },
          {
            header: 'Tutor',
            cell: (session) => (session.tutorId ? tutorName(session.tutorId) : ''),
          },
          {
            header: 'Sign-in sheet',
            cell: (session) => (
              <FluentLink
                href={signInSheetHref(residential.id, session.id)}
                download
                aria-label={`Sign-in sheet (PDF), ${session.title}`}
              >
                Sign-in sheet (PDF)
              </FluentLink>
            ),
          },
        ]}
      />
    </>
  );
}
