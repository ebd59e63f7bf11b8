import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emergencyContactsForm,
  INTENTION_DEFAULTS,
  type IntentionChoice,
  intentionsSchema,
} from '#domain/forms/index';
import type { ProgrammeCode } from '#domain/programmes/programmes';
import type { AnyEngagementStatus } from '#domain/students/engagement-status';
import {
  type IntentionStatus,
  intentionLevelsAsked,
  intentionStatus,
  intentionsRequired,
} from '#domain/students/intentions';
import { engagements, studentForms } from '../../db/schema';
import { studentFormsEntity } from '../../entities/student-forms';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { ownStudent } from '../../platform/auth/own-student';
import { presentRecord } from '../../platform/entities/present';
import { conflict, invalid } from '../../platform/errors';
import { parseWith } from '../../platform/validation';
import { formIfMatch, saveStudentForm } from './save-form';

const STUDENT = ['forms:student'] as const;
const LIVE: readonly string[] = ['Current', 'IoS'] satisfies AnyEngagementStatus[];

/** One level the student is asked about, with what the college knows or assumes of it. */
export interface AskedIntention {
  level: string;
  status: IntentionStatus | null;
  /** The answer the form starts with (INTENTION_DEFAULTS); null when the student must choose. */
  default: IntentionChoice | null;
}

/** Intentions (spec §4, §7) and the enrolment flow's emergency contacts. */
export function registerIntentionsRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  // What the intentions rules need of the student: the live engagement (Current or IoS, latest
  // start first), whether intentions are required of it and which levels it asks about.
  async function intentionsOf(studentId: string) {
    const own = await db
      .select()
      .from(engagements)
      .where(eq(engagements.studentId, studentId))
      .orderBy(desc(engagements.startDate), desc(engagements.id));
    const engagement = own.find((row) => LIVE.includes(row.status));
    if (!engagement) return { engagement: undefined, required: false, levels: [] };
    const input = {
      level: engagement.level,
      programme: engagement.programmeCode as ProgrammeCode,
      status: engagement.status as AnyEngagementStatus,
    };
    const status = intentionStatus(input) ?? null;
    const levels: AskedIntention[] = intentionLevelsAsked(input).map((level) => ({
      level,
      status,
      default: (status && INTENTION_DEFAULTS[status]) ?? null,
    }));
    // Required (spec §4) and something to answer: a 7Diss or IoS-at-6B student has no level.
    return { engagement, required: intentionsRequired(input) && levels.length > 0, levels };
  }

  // The saved answers, whether they are asked for, and per level its status and default.
  api.get('/api/forms/student/intentions', async (request) => {
    const auth = requirePermission(request, STUDENT);
    const student = await ownStudent(context, auth);
    const { engagement, required, levels } = await intentionsOf(student.id);
    const id = `${student.id}:intentions`;
    const [saved] = await db.select().from(studentForms).where(eq(studentForms.id, id));
    const record = saved
      ? presentRecord(studentFormsEntity, saved)
      : { id, formId: 'intentions', studentId: student.id, data: null, version: 0 };
    return { ...record, required, engagementId: engagement?.id ?? null, levels };
  });

  api.put('/api/forms/student/intentions', async (request) => {
    const auth = requirePermission(request, STUDENT);
    const parsed = parseWith(intentionsSchema, request.body);
    const student = await ownStudent(context, auth);
    const { engagement, required, levels } = await intentionsOf(student.id);
    if (!engagement || !required) {
      throw conflict(
        'Your plans for next year are not asked for: they are collected from current students ' +
          '(except at level 6B) and from students on an interruption of studies',
      );
    }
    const asked = new Set(levels.map((level) => level.level));
    const details = parsed.intentions.flatMap(({ level }, index) =>
      asked.has(level)
        ? []
        : [
            {
              message: `You are not asked about level ${level}: give your intention for level ${[...asked].join(', ')}`,
              param: `intentions.${index}.level`,
            },
          ],
    );
    if (details.length > 0) throw invalid(details);
    return saveStudentForm(
      context,
      auth,
      {
        studentId: student.id,
        formId: 'intentions',
        data: { ...parsed, engagementId: engagement.id },
      },
      formIfMatch(request),
    );
  });

  // Spec §7 lists this beside GET/PUT emergency-contacts: the enrolment flow's save of the same
  // record (`<studentId>:emergency-contacts`, same schema), answering the saved record.
  api.put('/api/forms/student/emergency-contact-details', async (request) => {
    const auth = requirePermission(request, STUDENT);
    const parsed = parseWith(emergencyContactsForm.schema, request.body);
    const student = await ownStudent(context, auth);
    return saveStudentForm(
      context,
      auth,
      { studentId: student.id, formId: emergencyContactsForm.id, data: parsed },
      formIfMatch(request),
    );
  });
}
