/** A tutor's contact details as the faculty routes answer them, with their version. */
export interface FacultyContactDetails {
  phone: string;
  office: string;
  officeHours: string;
  /** 1 for a tutor whose details were never saved; If-Match of the next save. */
  version: number;
}

/** A tutor as GET /api/faculty lists them (server/features/faculty/queries.ts). */
export interface FacultySummary extends FacultyContactDetails {
  id: string;
  name: string;
  email: string;
  active: boolean;
  hubId: string | null;
  hubName: string | null;
  tuteeCount: number;
  moduleCount: number;
}

export interface TaughtModule {
  code: string;
  title: string;
  level: number;
  credits: number;
  /** The academic sessions the tutor teaches it in, e.g. '2026-27'. */
  sessions: string[];
}

export interface Tutee {
  id: string;
  name: string;
  email: string;
  hubName: string;
  programme: string;
}

/** GET /api/faculty/:id: the tutor with modules taught and the tutees the caller may see. */
export interface FacultyRecord extends Omit<FacultySummary, 'tuteeCount' | 'moduleCount'> {
  hubCity: string | null;
  modules: TaughtModule[];
  tutees: Tutee[];
}
