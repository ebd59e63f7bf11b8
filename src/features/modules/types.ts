/** A module as GET /api/modules lists it (server/features/modules/routes.ts). */
export interface ModuleSummary {
  code: string;
  title: string;
  shortName: string;
  credits: number;
  level: number;
  prefix: string | null;
  hubWeeks: string[];
  residentials: string[];
  template: 'R1' | 'R2' | 'MA';
  version: number;
  instanceCount: number;
}

export interface ModuleStudent {
  id: string;
  studentId: string;
  name: string;
  mark: number | null;
  /** The mark's grade on the scale of the module's level (admin/grades). */
  grade: string | null;
  result: string;
  creditsAwarded: number;
}

export interface ModuleInstance {
  id: string;
  tutorId: string | null;
  tutorName: string | null;
  sessionId: string;
  startDate: string;
  endDate: string;
  assessmentTitle: string;
  assessmentDueDate: string;
  students: ModuleStudent[];
}

/** GET /api/modules/:id: the module with its runs per session and their (in-scope) students. */
export type ModuleRecord = Omit<ModuleSummary, 'instanceCount'> & {
  /** Everyone who teaches a run of the module, once each. */
  tutors: { id: string; name: string }[];
  instances: ModuleInstance[];
};
