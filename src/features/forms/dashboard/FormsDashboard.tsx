import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import {
  BedRegular,
  CalendarClockRegular,
  HeartCircleRegular,
  MoneyRegular,
  PersonRegular,
  QuestionCircleRegular,
  ShieldCheckmarkRegular,
} from '@fluentui/react-icons';
import { type ReactNode, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { features } from '../../../deployment';
import { menu } from '../../../deployment-menu';
import type { DashboardTile, StatusLine } from '../../../domain/forms/dashboard';
import { buildNavigation } from '../../../domain/ui/routes';
import { permissions } from '../../../state/permissions';
import { session } from '../../../state/session';
import { AttentionList } from './AttentionList';
import { FormsTile, type TileLink } from './FormsTile';
import { StudentRequests } from './StudentRequests';
import { StudyResourcesTile } from './StudyResourcesTile';
import { useFormsDashboard } from './useFormsDashboard';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXXL, maxWidth: '80rem' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  heading: { margin: `0 0 ${tokens.spacingVerticalS}` },
});

interface TileSpec {
  id: DashboardTile | 'student-support' | 'help';
  icon: ReactNode;
  /** The menu group whose pages the tile links to; else its own links. */
  group?: string;
  title?: string;
  links?: TileLink[];
}

const TILES: readonly TileSpec[] = [
  { id: 'mydetails', icon: <PersonRegular />, group: '/forms/mydetails' },
  {
    id: 'enrolment',
    icon: <ShieldCheckmarkRegular />,
    title: 'Enrolment',
    links: [{ title: 'Policies and enrolment', path: '/forms/enrolment' }],
  },
  {
    id: 'mitigating-circumstances',
    icon: <CalendarClockRegular />,
    group: '/forms/mitigating-circumstances',
  },
  { id: 'finance', icon: <MoneyRegular />, group: '/forms/finance' },
  { id: 'residential', icon: <BedRegular />, group: '/forms/residential' },
  { id: 'student-support', icon: <HeartCircleRegular />, group: '/forms/student-support' },
  {
    id: 'help',
    icon: <QuestionCircleRegular />,
    title: 'Help',
    links: [{ title: 'Help with the forms area', path: '/forms/help' }],
  },
];

/** `/forms`: what needs the student, then each category with where it stands. */
export function FormsDashboard() {
  const styles = useStyles();
  const { user } = useSnapshot(session);
  const data = useFormsDashboard();
  // The tiles link to the pages of the menu's groups this student may open.
  const groups = useMemo(
    () => (user ? buildNavigation(menu, features, permissions()) : []),
    [user],
  );
  if (!data) return <Spinner label="Loading, please wait ..." />;
  const { status } = data;
  return (
    <div className={styles.page}>
      <AttentionList items={status.attention} />
      <section aria-labelledby="forms-heading">
        <h2 id="forms-heading" className={styles.heading}>
          Your forms
        </h2>
        <div className={styles.grid}>
          {TILES.map((tile) => {
            const group = tile.group ? groups.find((g) => g.path === tile.group) : undefined;
            if (tile.group && !group) return null;
            const links =
              tile.links ??
              (group?.children ?? []).flatMap((link) =>
                link.path ? [{ title: link.title, path: link.path }] : [],
              );
            const lines: StatusLine[] =
              tile.id === 'student-support' || tile.id === 'help' ? [] : status.tiles[tile.id];
            return (
              <FormsTile
                key={tile.id}
                title={tile.title ?? group?.title ?? tile.id}
                icon={tile.icon}
                lines={lines}
                links={links}
              />
            );
          })}
          <StudyResourcesTile title="Study resources" />
          <StudyResourcesTile title="Policies" categories={['policies']} />
        </div>
      </section>
      <StudentRequests
        requests={data.requests}
        unseen={status.unseenDecisions}
        onSeen={(ids) => void data.markSeen(ids)}
      />
    </div>
  );
}
