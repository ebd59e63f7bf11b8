/** The three dashboards of spec §2.2. */
export type DashboardMode = 'student' | 'welcome' | 'staff';

/**
 * Spec §2.2: without dashboard:view the user sees the student dashboard; staff see the welcome
 * dashboard when the welcome-dashboard feature is on, else the staff one.
 */
export function dashboardMode(canViewDashboard: boolean, welcomeDashboard: boolean): DashboardMode {
  if (!canViewDashboard) return 'student';
  return welcomeDashboard ? 'welcome' : 'staff';
}

/** Spec §2.2: 'Dashboard' with dashboard:view, otherwise 'Student Forms'. */
export function dashboardTitle(canViewDashboard: boolean): string {
  return canViewDashboard ? 'Dashboard' : 'Student Forms';
}
