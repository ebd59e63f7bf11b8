import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { academicYearOf } from '#domain/calendar/academic-year';
import { periodsWithin } from '#domain/config/college';
import type { Feature } from '#domain/config/feature-list';
import { formatDate } from '#domain/format/dates';
import { studentFormOf } from '#domain/forms/index';
import { engagements, hubs, programmes, studentForms, users } from '../../db/schema';
import { engagementsEntity } from '../../entities/engagements';
import { studentFormsEntity } from '../../entities/student-forms';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { ownStudent } from '../../platform/auth/own-student';
import { presentRecord } from '../../platform/entities/present';
import { notFound } from '../../platform/errors';
import { requireFeature } from '../../platform/features';
import { readReferenceList } from '../../platform/reference-lists';
import { parseWith } from '../../platform/validation';
import { formIfMatch, saveStudentForm } from './save-form';

const formParams = z.object({ form: z.string().min(1).max(100) });

// Forms some students hold on top of forms:student (spec §2.5: bursary application, HESA data).
const EXTRA_REQUIREMENT: Record<string, string> = {
  'bursary-application': 'forms:bursary',
  hesadata: 'forms:hesa',
};

// Forms of an optional feature (spec §1): they do not exist while its switch is off (issue 21).
const FORM_FEATURE: Record<string, { feature: Feature; what: string }> = {
  'bursary-application': { feature: 'bursaries', what: 'Bursaries' },
  hesadata: { feature: 'hesa', what: 'HESA' },
};

function formFor(context: AppContext, request: FastifyRequest<{ Params: { form: string } }>) {
  const form = studentFormOf(request.params.form);
  if (!form) throw notFound('There is no such form');
  const extra = EXTRA_REQUIREMENT[form.id];
  const auth = requirePermission(request, extra ? ['forms:student', extra] : ['forms:student']);
  const switched = FORM_FEATURE[form.id];
  if (switched) requireFeature(context, switched.feature, switched.what);
  return { form, auth };
}

/** The student forms area's calls (spec §7 "Student forms"): always the caller's own data. */
export function registerFormsRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const STUDENT = ['forms:student'] as const;

  /** The academic year holding today (spec §9): the session students enrol on. */
  function currentSession() {
    const year = academicYearOf(context.clock?.() ?? new Date());
    return { id: year.title, startDate: formatDate(year.start), endDate: formatDate(year.end) };
  }

  // The current student (spec §3 "Current student": partnerId, hub from location, programmeCode).
  api.get('/api/forms/student', async (request) => {
    const auth = requirePermission(request, STUDENT);
    const student = await ownStudent(context, auth);
    const own = await db
      .select()
      .from(engagements)
      .where(eq(engagements.studentId, student.id))
      .orderBy(asc(engagements.startDate));
    return {
      id: student.id,
      firstName: student.firstName,
      lastName: student.lastName,
      preferredName: student.preferredName,
      email: student.email,
      partnerId: student.partnerId,
      location: student.hubId,
      programmeCode: student.programmeCode,
      engagements: own.map((engagement) => presentRecord(engagementsEntity, engagement)),
      currentSession: currentSession(),
    };
  });

  // What every form page needs about the college: hubs, programmes, the student's hub contacts.
  api.get('/api/forms/college-data', async (request) => {
    const auth = requirePermission(request, STUDENT);
    const student = await ownStudent(context, auth);
    const [allHubs, allProgrammes, directors] = await Promise.all([
      db
        .select({ id: hubs.id, name: hubs.name, city: hubs.city })
        .from(hubs)
        .orderBy(asc(hubs.name)),
      db
        .select({ id: programmes.id, name: programmes.name, levels: programmes.levels })
        .from(programmes)
        .orderBy(asc(programmes.id)),
      db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.hubId, student.hubId),
            sql`'hd' = any(${users.roles})`,
            eq(users.active, true),
          ),
        ),
    ]);
    const session = currentSession();
    // As an administrator keeps them in system data (config/college.json until one is saved).
    const [{ values: terms }, { values: residentials }] = await Promise.all([
      readReferenceList(db, context.config.college, 'terms'),
      readReferenceList(db, context.config.college, 'residentials'),
    ]);
    return {
      hubs: allHubs,
      programmes: allProgrammes,
      // This academic year's term and residential dates.
      session,
      terms: periodsWithin(terms, session.startDate, session.endDate),
      residentials: periodsWithin(residentials, session.startDate, session.endDate),
      contacts: {
        hub: allHubs.find((hub) => hub.id === student.hubId) ?? null,
        hubDirectors: directors,
        office: context.config.college.supportEmail,
      },
    };
  });

  api.get('/api/forms/student/:form', { schema: { params: formParams } }, async (request) => {
    const { form, auth } = formFor(context, request);
    const student = await ownStudent(context, auth);
    const [saved] = await db
      .select()
      .from(studentForms)
      .where(eq(studentForms.id, `${student.id}:${form.id}`));
    return saved
      ? presentRecord(studentFormsEntity, saved)
      : {
          id: `${student.id}:${form.id}`,
          formId: form.id,
          studentId: student.id,
          data: null,
          version: 0,
        };
  });

  api.put('/api/forms/student/:form', { schema: { params: formParams } }, async (request) => {
    const { form, auth } = formFor(context, request);
    const parsed = parseWith(form.schema, request.body);
    const student = await ownStudent(context, auth);
    const data = parsed as Record<string, unknown>;
    return saveStudentForm(
      context,
      auth,
      { studentId: student.id, formId: form.id, data },
      formIfMatch(request),
    );
  });
}
