import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import {
  lookupCode,
  type MappingTable,
  NOT_ANSWERED,
  SEX_NOT_RECORDED,
  STANDARD_PACE,
} from '#domain/hesa/fields';
import { invoicedFeePounds } from '#domain/hesa/invoiced-fee';
import { type FieldOf, type FieldValue, type HesaEntity, orderedFields } from '#domain/hesa/order';
import type { StudentProblem } from '#domain/hesa/problems';
import {
  annualPeriods,
  apportionLoad,
  ENDED_STATUSES,
  laterDate,
  moduleFte,
  moduleOutcome,
  moduleResult,
  normalisePostcode,
  reasonEngagementEnded,
  sessionStatusValue,
  startYearOf,
  wholePounds,
  yearOfProgramme,
} from '#domain/hesa/rules';
import { detailProblems, validSid } from '#domain/hesa/student-details';
import { statusHistoryOf } from '#domain/students/engagement-status-change';
import { INTERRUPTION_CATEGORIES } from '#domain/students/interruptions';
import { builderText } from '../../platform/exports/xml';
import type { StudentBatch } from './data';

/**
 * The one place the return's rules report a problem: counts by rule (the export's summary) and,
 * when `keep`, each problem with its student (the `missing` and `student` screens).
 */
export class Problems {
  readonly byRule = new Map<string, { message: string; count: number }>();
  readonly kept: StudentProblem[] = [];
  /** The student whose entity is being written ('' for the reference entities). */
  student = '';
  constructor(readonly keep = false) {}
  add(rule: string, message: string, field?: string): void {
    const entry = this.byRule.get(rule) ?? { message, count: 0 };
    entry.count += 1;
    this.byRule.set(rule, entry);
    if (this.keep) {
      this.kept.push({ rule, message, studentId: this.student, ...(field ? { field } : {}) });
    }
  }
  list() {
    return [...this.byRule.entries()].map(([rule, entry]) => ({ rule, ...entry }));
  }
}

/** Adds an entity element with its fields in the fixed order (absent ones left out). */
export function entity<E extends HesaEntity>(
  parent: XMLBuilder,
  name: E,
  values: Partial<Record<FieldOf<E>, FieldValue>>,
): XMLBuilder {
  const node = parent.ele(name);
  // A student's name may hold `&name;`, which xmlbuilder2 would write as an entity reference.
  for (const [field, text] of orderedFields(name, values)) node.ele(field).txt(builderText(text));
  return node;
}

/** Context of one build: the year, mapping lookups, valid codes and the problem counts. */
export interface BuildContext {
  year: string;
  /** The collection whose lists and mappings apply. */
  collection: string;
  table: MappingTable;
  valid: Map<string, { code: string; label: string }[]>;
  problems: Problems;
  /** FUNDINGBODY by programme id, where the HESA officer holds one (reference-facts.ts). */
  fundingBodies?: ReadonlyMap<string, string>;
}

/** The code our value maps to, counting a problem when it has none or the code is not valid. */
export function code(context: BuildContext, field: string, value: string): string | undefined {
  const found = lookupCode(context.table, field, value);
  if (found === undefined) {
    context.problems.add(`unmapped:${field}:${value}`, `${field}: "${value}" has no code`, field);
    return undefined;
  }
  if (!(context.valid.get(field) ?? []).some((c) => c.code === found)) {
    context.problems.add(
      `invalid:${field}:${found}`,
      `${field}: ${found} is not a valid code`,
      field,
    );
    return undefined;
  }
  return found;
}

/** The Qualification id of a programme. */
export const qualId = (programme: string) => `Q${programme}`;
/** First and last day of an academic year. */
export const yearBounds = (year: string) => {
  const y = startYearOf(year);
  return { start: `${y}-08-01`, end: `${y + 1}-07-31` };
};

interface HesaAnswers {
  ethnicity?: string;
  religion?: string;
  disabilities?: string[];
  sexualOrientation?: string;
  genderIdentity?: string;
  parentalEducation?: string;
  careLeaver?: string;
}

/**
 * The student's HESA details (the record's HESA tab) as the return's fields, each problem
 * counted once: `sid` when the SID is missing or malformed, `missing:<FIELD>` for the others.
 * Legal sex not held is still returned, as the "not recorded" value's code (99).
 */
function studentDetailFields(
  context: BuildContext,
  details: StudentBatch['details'][number] | undefined,
) {
  for (const problem of detailProblems(details)) {
    context.problems.add(problem.rule, problem.message, problem.field);
  }
  const mapped = (field: string, value: string | null | undefined) =>
    value ? code(context, field, value) : undefined;
  return {
    SID: details?.sid && validSid(details.sid) ? details.sid : undefined,
    SEXID: code(context, 'SEXID', details?.legalSex ?? SEX_NOT_RECORDED),
    NATION: details?.nationality ?? undefined,
    HIGHESTQOE: mapped('HIGHESTQOE', details?.highestQualification),
    FEEELIG: mapped('FEEELIG', details?.feeEligibility),
  };
}

const categoryLabel = (value: string | undefined) =>
  INTERRUPTION_CATEGORIES.find((c) => c.code === value || c.label === value)?.label;

/** One Student with its engagements and their SCS of the year; returns counts written. */
export function studentEntity(
  root: XMLBuilder,
  context: BuildContext,
  batch: StudentBatch,
  studentId: string,
): { engagements: number; sessions: number } {
  const student = batch.students.find((s) => s.id === studentId);
  if (!student) return { engagements: 0, sessions: 0 };
  context.problems.student = studentId;
  const form = batch.forms.find((f) => f.studentId === studentId)?.data as HesaAnswers | undefined;
  if (!form)
    context.problems.add(
      'form',
      'Statistical return form not answered (sent as not available)',
      'ETHNIC, RELIGION, DISABILITY',
    );
  const details = batch.details.find((d) => d.studentId === studentId);
  const held = studentDetailFields(context, details);
  const address = student.address as { postcode?: string } | null;
  const node = entity(root, 'Student', {
    SID: held.SID,
    BIRTHDTE: student.dateOfBirth,
    ETHNIC: code(context, 'ETHNIC', form?.ethnicity ?? NOT_ANSWERED),
    FNAMES: student.firstName,
    GENDERID: code(context, 'GENDERID', form?.genderIdentity ?? NOT_ANSWERED),
    NATION: held.NATION,
    OWNSTU: student.id,
    RELIGION: code(context, 'RELIGION', form?.religion ?? NOT_ANSWERED),
    SEXID: held.SEXID,
    SEXORT: code(context, 'SEXORT', form?.sexualOrientation ?? NOT_ANSWERED),
    SURNAME: student.lastName,
  });
  for (const answer of form?.disabilities?.length ? form.disabilities : [NOT_ANSWERED]) {
    entity(node, 'Disability', { DISABILITY: code(context, 'DISABILITY', answer) });
  }
  const studentEngagements = batch.engagements.filter((e) => e.studentId === studentId);
  for (const [index, engagement] of studentEngagements.entries()) {
    const engagementNode = entity(node, 'Engagement', {
      NUMHUS: engagement.code,
      ENGSTARTDATE: engagement.startDate,
      OWNENGID: engagement.id,
      FEEELIG: held.FEEELIG,
    });
    entity(engagementNode, 'EntryProfile', {
      CARELEAVER: code(context, 'CARELEAVER', form?.careLeaver ?? NOT_ANSWERED),
      HIGHESTQOE: held.HIGHESTQOE,
      PARED: code(context, 'PARED', form?.parentalEducation ?? NOT_ANSWERED),
      PERMADDPOSTCODE: normalisePostcode(address?.postcode),
    });
    const bounds = yearBounds(context.year);
    const ended = ENDED_STATUSES.includes(engagement.status);
    const endedInYear = ended && engagement.endDate !== null && engagement.endDate <= bounds.end;
    const history = statusHistoryOf(engagement.statusHistory);
    if (ended && !engagement.endDate) {
      context.problems.add(
        'leaver-date',
        'Ended engagement without an end date (no Leaver sent)',
        'ENGENDDATE',
      );
    }
    if (endedInYear) {
      const category = categoryLabel([...history].reverse().find((h) => h.category)?.category);
      const reason = reasonEngagementEnded(context.table, engagement.status, category);
      if (!reason)
        context.problems.add(
          `unmapped:RSNENGEND:${engagement.status}`,
          `RSNENGEND: "${engagement.status}" has no code`,
          'RSNENGEND',
        );
      entity(engagementNode, 'Leaver', { ENGENDDATE: engagement.endDate, RSNENGEND: reason });
      if (engagement.status === 'Completed' && engagement.exitAward) {
        entity(engagementNode, 'QualificationAwarded', {
          QUALAWARDID: `${engagement.id}-AWARD`,
          QUALID: qualId(engagement.programmeCode),
        });
      }
    }
    courseSession(engagementNode, context, batch, {
      engagement,
      hubId: student.hubId,
      first: index === 0,
      endedInYear,
      history,
    });
  }
  return { engagements: studentEngagements.length, sessions: studentEngagements.length };
}

type Engagement = StudentBatch['engagements'][number];

/** One engagement's StudentCourseSession of the year (the enrolment session's when started). */
function courseSession(
  engagementNode: XMLBuilder,
  context: BuildContext,
  batch: StudentBatch,
  facts: {
    engagement: Engagement;
    hubId: string;
    first: boolean;
    endedInYear: boolean;
    history: ReturnType<typeof statusHistoryOf>;
  },
): void {
  const { engagement, hubId, first, endedInYear, history } = facts;
  const bounds = yearBounds(context.year);
  const session = batch.sessions.find((s) => s.engagementId === engagement.id);
  const yearPrg = session?.yearOfStudy ?? yearOfProgramme(engagement.startDate, context.year);
  const start = laterDate(engagement.startDate, bounds.start);
  const scs = entity(engagementNode, 'StudentCourseSession', {
    SCSESSIONID: session?.id ?? `${engagement.id}:${context.year}`,
    COURSEID: engagement.programmeCode,
    INVOICEFEEAMOUNT: invoicedFeePounds(batch.fees, engagement.id, context.year),
    RSNSCSEND: endedInYear ? '04' : undefined,
    SCSENDDATE: endedInYear ? engagement.endDate : undefined,
    SCSMODE: code(context, 'SCSMODE', engagement.pace ?? STANDARD_PACE),
    SCSSTARTDATE: start,
    SESSIONYEARID: context.year,
    YEARPRG: yearPrg,
  });
  entity(scs, 'FundingAndMonitoring', {
    FUNDCOMP: code(context, 'FUNDCOMP', engagement.status),
  });
  const fundingBody = context.fundingBodies?.get(engagement.programmeCode);
  if (fundingBody) entity(scs, 'FundingBody', { FUNDINGBODY: fundingBody });
  const taken = batch.registrations.filter((r) => r.engagementId === engagement.id);
  for (const registration of taken) {
    entity(scs, 'ModuleInstance', {
      MODINSTID: registration.id,
      MODID: registration.moduleId,
      MODINSTENDDATE: registration.endDate,
      MODINSTSTARTDATE: registration.startDate,
      MODULEOUTCOME: moduleOutcome(registration.result),
      MODULERESULT: moduleResult(registration.result),
    });
  }
  const loads = apportionLoad(
    annualPeriods(context.year),
    taken.map((r) => ({ start: r.startDate, end: r.endDate, fte: moduleFte(r.credits) })),
  );
  for (const load of loads) {
    if (load.load > 100)
      context.problems.add('load', 'RPSTULOAD over 100 in a reference period', 'RPSTULOAD');
    entity(scs, 'ReferencePeriodStudentLoad', {
      REFPERIOD: load.refPeriod,
      YEAR: yearPrg,
      RPSTULOAD: load.load,
    });
  }
  entity(scs, 'SessionStatus', {
    STATUSVALIDFROM: start,
    STATUSCHANGEDTO: code(context, 'STATUSCHANGEDTO', 'Current'),
  });
  for (const change of history) {
    if (change.date < bounds.start || change.date > bounds.end) continue;
    if (change.to !== 'IoS' && change.to !== 'Current') continue;
    entity(scs, 'SessionStatus', {
      STATUSVALIDFROM: change.date,
      STATUSCHANGEDTO: code(
        context,
        'STATUSCHANGEDTO',
        sessionStatusValue(context.table, change.to, categoryLabel(change.category)),
      ),
    });
  }
  // A student's support is returned once, on their first SCS of the year.
  for (const award of first
    ? batch.awards.filter((a) => a.studentId === engagement.studentId)
    : []) {
    const pounds = wholePounds(award.amountPence ?? 0);
    // OfS counts financial support over £50 only.
    if (pounds <= 50 || !award.bursaryType) continue;
    entity(scs, 'StudentFinancialSupport', {
      FINSUPTYPE: code(context, 'FINSUPTYPE', award.bursaryType),
      FINSUPAMOUNT: pounds,
    });
  }
  entity(scs, 'StudyLocation', {
    STUDYLOCID: '1',
    STUDYPROPORTION: 100,
    VENUEID: hubId,
  });
}
