import { isConfirmed, isOngoingApplication } from '../../domain/applications/statuses';
import type { SyncedRecord } from '../../offline/types';

// List modes of spec §2.3: ongoing and confirmed by status (the domain's sets), all; the fc-
// modes are the same lists for Foundation Course (FC) applications.
function isFoundationCourse(application: SyncedRecord): boolean {
  const course = application.course as { course?: unknown } | null | undefined;
  return course?.course === 'FC';
}

/** The applications a list mode shows. */
export function applicationsInMode(applications: SyncedRecord[], mode: string): SyncedRecord[] {
  const foundation = mode.startsWith('fc-');
  const base = mode.replace(/^fc-/, '');
  return applications.filter((application) => {
    if (foundation !== isFoundationCourse(application) && mode !== 'all') return false;
    const status = String(application.status);
    if (base === 'ongoing') return isOngoingApplication(status);
    if (base === 'confirmed') return isConfirmed(status);
    return true;
  });
}
