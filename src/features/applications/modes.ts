import { isConfirmed, isOngoingApplication } from '../../domain/applications/statuses';

// List modes of spec §2.3: ongoing and confirmed by status (the domain's sets), all; the fc-
// modes are the same lists for Foundation Course (FC) applications.
interface ModeProbe {
  status: string;
  course?: { course?: string } | null;
}

function isFoundationCourse(application: ModeProbe): boolean {
  return application.course?.course === 'FC';
}

/** The applications a list mode shows. */
export function applicationsInMode<A extends ModeProbe>(applications: A[], mode: string): A[] {
  const foundation = mode.startsWith('fc-');
  const base = mode.replace(/^fc-/, '');
  return applications.filter((application) => {
    if (foundation !== isFoundationCourse(application) && mode !== 'all') return false;
    if (base === 'ongoing') return isOngoingApplication(application.status);
    if (base === 'confirmed') return isConfirmed(application.status);
    return true;
  });
}
