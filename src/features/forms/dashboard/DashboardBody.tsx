import { makeStyles, tokens } from '@fluentui/react-components';
import {
  BedRegular,
  BookOpen24Regular,
  CalendarClockRegular,
  HeartCircleRegular,
  MoneyRegular,
  PersonRegular,
  QuestionCircleRegular,
  ShieldCheckmarkRegular,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { AttentionList } from './AttentionList';
import { FormsTile } from './FormsTile';
import { StudentRequests } from './StudentRequests';
import type { DashboardView } from './view';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXXL, maxWidth: '80rem' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  heading: { margin: `0 0 ${tokens.spacingVerticalS}` },
  notice: { margin: 0, maxWidth: '48rem' },
});

const ICONS: Record<string, ReactNode> = {
  mydetails: <PersonRegular />,
  enrolment: <ShieldCheckmarkRegular />,
  'mitigating-circumstances': <CalendarClockRegular />,
  finance: <MoneyRegular />,
  residential: <BedRegular />,
  'student-support': <HeartCircleRegular />,
  help: <QuestionCircleRegular />,
  'study-resources': <BookOpen24Regular />,
  policies: <BookOpen24Regular />,
};

/** The dashboard as drawn, from its view (saved on the device, or live). */
export function DashboardBody({
  view,
  onSeen,
  noStudent = false,
}: {
  view: DashboardView;
  onSeen: (ids: readonly string[]) => void;
  /**
   * A staff account (no student record linked): the forms to look at, no tasks or requests of
   * its own (every task would lead to a form that says no record is linked).
   */
  noStudent?: boolean;
}) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      {noStudent ? (
        <p className={styles.notice}>
          No student record is linked to this account, so nothing here is yours to do. These are the
          forms as students see them; only a student can fill them in.
        </p>
      ) : (
        <AttentionList items={view.attention} />
      )}
      <section aria-labelledby="forms-heading">
        <h2 id="forms-heading" className={styles.heading}>
          Your forms
        </h2>
        <div className={styles.grid}>
          {view.tiles.map((tile) => (
            <FormsTile
              key={tile.id}
              title={tile.title}
              icon={ICONS[tile.id]}
              // Without a student record nothing stands or is due: links only.
              lines={noStudent ? [] : tile.lines}
              links={tile.links}
            />
          ))}
        </div>
      </section>
      {!noStudent && (
        <StudentRequests requests={view.requests} unseen={view.unseen} onSeen={onSeen} />
      )}
    </div>
  );
}
