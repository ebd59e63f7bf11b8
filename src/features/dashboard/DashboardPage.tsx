import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { can } from '../../state/permissions';
import { session } from '../../state/session';
import { ui } from '../../state/ui';
import { dashboardMode, dashboardTitle } from './mode';
import { StaffDashboard } from './StaffDashboard';
import { StudentDashboard } from './StudentDashboard';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
  },
});

interface DashboardPageProps {
  /** The welcome-dashboard feature switch (spec §1). */
  welcomeDashboard?: boolean;
}

/**
 * `/` and `/dashboard` (spec §2.2): student, welcome or staff dashboard. The title goes to
 * `ui.pageTitle`, which the shell shows as the page's h1; sections here start at h2.
 */
export function DashboardPage({ welcomeDashboard = false }: DashboardPageProps) {
  const styles = useStyles();
  // Reading the user through the snapshot re-renders the page when the user changes.
  const { user } = useSnapshot(session);
  const canView = user !== null && can(['dashboard:view']);
  const mode = dashboardMode(canView, welcomeDashboard);
  const title = dashboardTitle(canView);
  const name = user?.name ?? '';

  useEffect(() => {
    ui.pageTitle = title;
  }, [title]);

  return (
    <div className={styles.page}>
      {mode === 'student' ? (
        <StudentDashboard name={name} />
      ) : (
        <StaffDashboard name={name} welcome={mode === 'welcome'} />
      )}
    </div>
  );
}
