import { PermissionChecker } from '../permissions/claims';
import { POTENTIAL_STUDENT_STAGES, type ReportAudience, type Stage, sortStages } from './stages';

/** The office (spec §4 "office group"): the registrar and the relationships manager. */
export const OFFICE_ROLES = ['registrar', 'manager'] as const;

/** Who is asking for the potential students' report: their claims and their roles. */
export interface ReportViewer {
  claims: string | readonly string[];
  roles: readonly string[];
}

/**
 * The report audiences a viewer belongs to (spec §4): 'always' for everyone with leads:menu,
 * 'office group' for the office (registrar, manager), 'admin' and 'archive' for administrators
 * (`*`); none without leads:menu.
 */
export function audiencesOf(viewer: ReportViewer): ReportAudience[] {
  const checker = new PermissionChecker(viewer.claims);
  if (!checker.check('leads:menu')) return [];
  const administrator = checker.check('*');
  const office = administrator || viewer.roles.some((role) => isOfficeRole(role));
  return [
    'always',
    ...(office ? (['office group'] as const) : []),
    ...(administrator ? (['admin', 'archive'] as const) : []),
  ];
}

function isOfficeRole(role: string): boolean {
  return (OFFICE_ROLES as readonly string[]).includes(role);
}

/** The stages shown to these audiences, in stage order (spec §4). */
export function stagesForAudiences(audiences: readonly ReportAudience[]): Stage[] {
  return sortStages(
    POTENTIAL_STUDENT_STAGES.filter((s) => audiences.includes(s.audience)).map((s) => s.stage),
  );
}
