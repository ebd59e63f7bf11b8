import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { menu } from '../../../deployment-menu';
import { buildNavigation } from '../../../domain/ui/routes';
import { useFeatures } from '../../../state/features';
import { permissions } from '../../../state/permissions';
import { session } from '../../../state/session';
import { useFormsDashboard } from './useFormsDashboard';
import { STUDY_CATEGORIES, useReadingLinks } from './useReadingLinks';
import { type DashboardView, saveDashboard } from './view';
import { dashboardView } from './view-model';

const POLICIES = ['policies'] as const;

/** What the live part hands the dashboard: the view and the one thing it writes. */
export interface LiveDashboardState {
  view: DashboardView;
  markSeen: (ids: readonly string[]) => Promise<void>;
}

/**
 * The dashboard's live part, its own chunk (with Dexie and TanStack Query): reads the device's
 * records and cached lists, hands the view up and keeps a copy for the next first screen. It
 * draws nothing itself, so the view on screen is never mounted again when it arrives.
 */
export function LiveDashboard({ onChange }: { onChange: (state: LiveDashboardState) => void }) {
  const { user } = useSnapshot(session);
  const features = useFeatures();
  const data = useFormsDashboard();
  const studyResources = useReadingLinks(STUDY_CATEGORIES);
  const policies = useReadingLinks(POLICIES);
  // The tiles link to the pages of the menu's groups this student may open.
  const groups = useMemo(
    () => (user ? buildNavigation(menu, features, permissions()) : []),
    [user, features],
  );
  const view = useMemo(
    () =>
      data &&
      dashboardView({
        status: data.status,
        requests: data.requests,
        groups,
        studyResources,
        policies,
      }),
    [data, groups, studyResources, policies],
  );
  const userId = user?.id;
  useEffect(() => {
    if (!view || !data) return;
    onChange({ view, markSeen: data.markSeen });
    if (userId) saveDashboard(userId, view);
  }, [view, data, userId, onChange]);
  return null;
}
