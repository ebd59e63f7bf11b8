import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { academicYearOf } from '#domain/calendar/academic-year';
import { groupQuerySchema, matchesGroup } from '#domain/course-platform/groups';
import {
  combineHistory,
  historicQuerySchema,
  matchesHistory,
} from '#domain/course-platform/history';
import {
  matchesRegistration,
  platformTime,
  provisionBodySchema,
  type RegistrationRecord,
  registrationListQuerySchema,
} from '#domain/course-platform/registrations';
import { createMoodleClient, MoodleError } from '../../integrations/moodle/client';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { buildExport, type ExportColumn, sendExport } from '../../platform/exports';
import { parseWith } from '../../platform/validation';
import {
  localStaff,
  localStudents,
  platformEnrolments,
  platformState,
  registrationHistory,
  requirePlatform,
  rowOf,
} from './registrations-data';
import { groupReport } from './registrations-groups';
import { provisionJob, runningJob, startProvision } from './registrations-job';

// Registrations (spec §2.3 `/registrations`, §2.4 `registrations/{id}`, issue 20): our students'
// course-platform accounts. Online only: every answer asks the platform afresh.

const MENU = ['registrations:menu'] as const;
const VIEW = [['registrations:view', 'registrations:menu']] as const;

const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const jobParams = z.object({ jobId: z.uuid() });

const COLUMNS: ExportColumn[] = [
  { field: 'kind', label: 'Staff or student' },
  { field: 'studentId', label: 'Student or user id' },
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'E-mail' },
  { field: 'hubId', label: 'Hub' },
  { field: 'programmeCode', label: 'Programme' },
  { field: 'state', label: 'Account' },
  { field: 'username', label: 'Username' },
  { field: 'lastAccess', label: 'Last access', kind: 'datetime' },
  { field: 'courses', label: 'Courses', kind: 'list' },
  { field: 'missingCourses', label: 'Missing courses', kind: 'list' },
];

const HISTORY_COLUMNS: ExportColumn[] = [
  { field: 'studentId', label: 'Student id' },
  { field: 'name', label: 'Name' },
  { field: 'course', label: 'Course' },
  { field: 'title', label: 'Title' },
  { field: 'session', label: 'Session' },
  { field: 'result', label: 'Result' },
  { field: 'mark', label: 'Mark', kind: 'number' },
  { field: 'active', label: 'On the platform now', kind: 'boolean' },
  { field: 'source', label: 'Source' },
];

const GROUP_COLUMNS: ExportColumn[] = [
  { field: 'hubName', label: 'Hub' },
  { field: 'course', label: 'Course' },
  { field: 'courseTitle', label: 'Title' },
  { field: 'group', label: 'Group' },
  { field: 'leaders', label: 'Leaders', kind: 'list' },
  { field: 'students', label: 'Students', kind: 'number' },
];

/** The platform failed, not this server: 502 with Moodle's own message and code. */
async function platformCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MoodleError)) throw error;
    throw new AppError('COURSE_PLATFORM', 502, `Course platform: ${error.message}`, undefined, {
      platformError: error.errorcode,
    });
  }
}

export function registerRegistrationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const now = () => context.clock?.() ?? new Date();
  const session = () => academicYearOf(now()).title;

  /**
   * The students in the caller's scope (or those asked for), with our staff when `withStaff`
   * (the All list, its job and the record), and the platform's view of them.
   */
  async function gather(
    request: FastifyRequest,
    requirement: typeof MENU | typeof VIEW,
    only?: string[],
    withStaff = false,
  ) {
    const auth = requirePermission(request, requirement);
    const client = createMoodleClient(requirePlatform(context));
    const people = [
      ...(await localStudents(db, auth.scope, session(), only)),
      ...(withStaff ? await localStaff(db, auth.scope, only) : []),
    ];
    const state = await platformCall(() => platformState(client, people));
    return { client, people, state };
  }

  app.get('/api/registrations', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    requirePermission(request, MENU);
    const query = parseWith(registrationListQuerySchema, request.query);
    const { people, state } = await gather(request, MENU, undefined, true);
    const all = people.map((person) => rowOf(person, state));
    const rows = all.filter((row) => matchesRegistration(row, query));
    if (query.export) {
      const file = await buildExport(query.export, {
        title: 'Course platform registrations',
        fileBaseName: 'registrations',
        columns: COLUMNS,
        rows: rows.map((row) => ({ ...row })),
      });
      return sendExport(reply, file);
    }
    const distinct = (values: string[]) => [...new Set(values)].sort();
    return {
      session: session(),
      items: rows,
      total: rows.length,
      options: {
        hubs: distinct(all.flatMap((row) => (row.hubId ? [row.hubId] : []))),
        programmes: distinct(all.flatMap((row) => (row.programmeCode ? [row.programmeCode] : []))),
      },
    };
  });

  app.get('/api/registrations/historic', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    requirePermission(request, MENU);
    const query = parseWith(historicQuerySchema, request.query);
    const { people, state } = await gather(request, MENU);
    const all = combineHistory(
      await registrationHistory(db, people),
      platformEnrolments(people, state),
    );
    const rows = all.filter((row) => matchesHistory(row, query));
    if (query.export) {
      const file = await buildExport(query.export, {
        title: 'Course history',
        fileBaseName: 'registrations-historic',
        columns: HISTORY_COLUMNS,
        rows: rows.map((row) => ({ ...row })),
      });
      return sendExport(reply, file);
    }
    const sessions = [...new Set(all.flatMap((row) => (row.session ? [row.session] : [])))];
    return { items: rows, total: rows.length, options: { sessions: sessions.sort().reverse() } };
  });

  app.get('/api/registrations/groups', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, MENU);
    const query = parseWith(groupQuerySchema, request.query);
    const client = createMoodleClient(requirePlatform(context));
    const report = await platformCall(() => groupReport(db, client, auth.scope, session()));
    const rows = report.items.filter((row) => matchesGroup(row, query));
    if (query.export) {
      const file = await buildExport(query.export, {
        title: 'Group leaders',
        fileBaseName: 'group-leaders',
        columns: GROUP_COLUMNS,
        rows: rows.map((row) => ({ ...row })),
      });
      return sendExport(reply, file);
    }
    return { ...report, items: rows, total: rows.length };
  });

  app.post('/api/registrations/provision', async (request, reply) => {
    requirePermission(request, MENU);
    const body = parseWith(provisionBodySchema, request.body ?? {});
    requirePlatform(context);
    if (runningJob())
      throw conflict('Accounts are already being created; wait for that to finish.');
    const { client, people, state } = await gather(request, MENU, body.studentIds, true);
    if (body.studentIds && people.length === 0) throw notFound('No such student');
    return reply.status(202).send(startProvision(client, people, state, now));
  });

  app.get('/api/registrations/provision/:jobId', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    requirePermission(request, MENU);
    const { jobId } = parseWith(jobParams, request.params);
    const job = provisionJob(jobId);
    if (!job) throw notFound('No such job');
    return job;
  });

  app.get('/api/registrations/:id', async (request, reply): Promise<RegistrationRecord> => {
    reply.header('cache-control', 'private, no-store');
    requirePermission(request, VIEW);
    const { id } = parseWith(idParams, request.params);
    requirePlatform(context);
    const { client, people, state } = await gather(request, VIEW, [id], true);
    const person = people[0];
    if (!person) throw notFound('No such student');
    const row = rowOf(person, state);
    const user = state.accounts.get(person.id);
    const courses = user
      ? await platformCall(async () => {
          const list = await client.userCourses(user.id);
          return Promise.all(
            list.map(async (course) => {
              const status = await completionOf(user.id, course.id);
              return {
                id: course.id,
                shortname: course.shortname,
                fullname: course.fullname,
                idnumber: course.idnumber,
                lastAccess: platformTime(course.lastaccess),
                ...status,
              };
            }),
          );
        })
      : [];
    return { row, courses };

    /** Completion, tolerating a course without criteria or a user no longer enrolled. */
    async function completionOf(userId: number, courseId: number) {
      try {
        return { completed: await client.completion(userId, courseId), completionNote: null };
      } catch (error) {
        if (error instanceof MoodleError && error.errorcode === 'nocriteriaset')
          return { completed: null, completionNote: 'Not tracked on this course' };
        if (error instanceof MoodleError && error.errorcode === 'usernotenroled')
          return { completed: null, completionNote: 'No longer enrolled' };
        throw error;
      }
    }
  });
}
