import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import {
  type StudentListMode,
  type StudentListRow,
  studentListRows,
} from '../../domain/students/lists';
import { useOffline } from '../../offline-react/OfflineProvider';

/**
 * The rows of a student list from the device's copy (works offline): students, engagements,
 * applications and hubs, put together by the list rules the server's export also uses.
 */
export function useStudentListRows(mode: StudentListMode): StudentListRow[] | undefined {
  const engine = useOffline();
  const data = useLiveQuery(
    async () =>
      engine
        ? {
            students: await engine.db.students.toArray(),
            engagements: await engine.db.engagements.toArray(),
            applications: await engine.db.applications.toArray(),
            hubs: await engine.db.hubs.toArray(),
          }
        : undefined,
    [engine],
  );
  return useMemo(() => {
    if (!data) return undefined;
    const hubNames = new Map(data.hubs.map((hub) => [hub.id, hub.name]));
    return studentListRows(mode, {
      students: data.students,
      engagements: data.engagements,
      applications: data.applications,
      hubName: (id) => hubNames.get(id) ?? id,
      now: new Date(),
    });
  }, [data, mode]);
}
