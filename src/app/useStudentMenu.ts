import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { NavGroup } from '../domain/ui/routes';
import { readDeviceView, writeDeviceView } from '../offline-react/device-views';
import { session } from '../state/session';

const NAME = 'student-menu';
const VERSION = 1;

function isGroups(value: unknown): value is NavGroup[] {
  return (
    Array.isArray(value) &&
    value.every(
      (group) =>
        typeof group === 'object' &&
        group !== null &&
        typeof group.title === 'string' &&
        typeof group.path === 'string' &&
        Array.isArray(group.children),
    )
  );
}

/**
 * The student's menu groups: the copy this device saved last time at once, then the groups built
 * from the menu (its own chunk, with the permission rules), saved for the next visit.
 */
export function useStudentMenu(): readonly NavGroup[] | undefined {
  const { user } = useSnapshot(session);
  const userId = user?.id;
  const [groups, setGroups] = useState<{ userId: string; groups: NavGroup[] }>();

  // Built again whenever the account is read again: its permissions may have changed.
  useEffect(() => {
    const userId = user?.id;
    if (!userId) return;
    let live = true;
    void import('./menu-groups').then(({ navigationOfUser }) => {
      if (!live) return;
      const built = navigationOfUser();
      setGroups({ userId, groups: built });
      writeDeviceView(NAME, userId, VERSION, built);
    });
    return () => {
      live = false;
    };
  }, [user]);

  if (!userId) return undefined;
  if (groups?.userId === userId) return groups.groups;
  return readDeviceView(NAME, userId, VERSION, isGroups);
}
