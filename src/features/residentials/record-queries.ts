import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, failureOf } from '../../api/client';
import { bodyList, bodyMessage } from '../../domain/errors/api-error-body';
import type { ResidentialRecord, StoredResidential } from '../../domain/records/residential';
import { ATTENDANCE_MARKS } from '../../domain/residentials/attendance';
import { getJson, retryRead } from '../../offline-react/cached-read';
import { fieldErrorsOf } from './residential-form';

// The residential record page's reads and writes over the API (online; the record itself is
// read from the device, src/offline). Answers are checked with a schema at the boundary.

const rateSchema = z.object({
  attended: z.number(),
  absent: z.number(),
  excused: z.number(),
  unmarked: z.number(),
  percent: z.number().nullable(),
});

const reportSchema = z.object({
  sessions: z.array(
    z.object({ id: z.string(), title: z.string(), startsAt: z.string(), endsAt: z.string() }),
  ),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      marks: z.record(
        z.string(),
        z.object({
          mark: z.enum(ATTENDANCE_MARKS),
          reason: z.string().nullish(),
          markedAt: z.string(),
          markedByName: z.string().nullish(),
          changes: z.number().optional(),
        }),
      ),
      rate: rateSchema,
    }),
  ),
  absencesWithoutReason: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      sessionId: z.string(),
      sessionTitle: z.string(),
      startsAt: z.string(),
    }),
  ),
});
export type AttendanceReport = z.infer<typeof reportSchema>;

const path = (id: string, ...rest: string[]) =>
  ['residentials', id, ...rest].map(encodeURIComponent).join('/');

/** The residential from the server, while the device has not got it (just made, out of sync). */
export const residentialQuery = (id: string) =>
  queryOptions({
    queryKey: ['residential', id],
    queryFn: () => getJson<StoredResidential>(path(id)),
    retry: retryRead,
  });

/** GET residentials/:id/attendance: students × sessions, rates and absences without a reason. */
export const attendanceReportQuery = (id: string) =>
  queryOptions({
    queryKey: ['residential-attendance', id],
    queryFn: async () => reportSchema.parse(await getJson<unknown>(path(id, 'attendance'))),
    retry: retryRead,
    staleTime: 0,
  });

const choicesSchema = z.object({
  tutors: z.array(z.object({ id: z.string(), name: z.string(), active: z.boolean().optional() })),
  moduleInstances: z.array(
    z.object({ id: z.string(), moduleId: z.string(), title: z.string(), sessionId: z.string() }),
  ),
});
export type ResidentialChoices = z.infer<typeof choicesSchema>;

/**
 * The tutors a session may be given and the module instances a residential may teach, naming
 * them on the page (GET residentials/choices; kept, so the names show offline once read).
 */
export const choicesQuery = () =>
  queryOptions({
    queryKey: ['residential-choices'],
    queryFn: async () => choicesSchema.parse(await getJson<unknown>('residentials/choices')),
    retry: retryRead,
    staleTime: 3_600_000,
  });

/** The sign-in sheet of a session (a PDF). */
export const signInSheetHref = (id: string, sessionId: string) =>
  `/api/${path(id, 'sessions', sessionId, 'sign-in-sheet')}`;

/** The attendance report as a spreadsheet. */
export const attendanceExcelHref = (id: string) => `/api/${path(id, 'attendance')}?export=excel`;

/** A refused save: its sentence, the fields it names (422) and the record as it is now (409). */
export class SaveRefused extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
    readonly current?: StoredResidential,
  ) {
    super(message);
    this.name = 'SaveRefused';
  }
}

/** POST a new residential or PUT a change with the version it was based on. */
export async function saveResidential(
  record: ResidentialRecord,
  editing?: StoredResidential,
): Promise<StoredResidential> {
  try {
    return editing
      ? await api
          .put(path(editing.id), {
            json: record,
            headers: { 'If-Match': String(editing.version) },
          })
          .json<StoredResidential>()
      : await api.post('residentials', { json: record }).json<StoredResidential>();
  } catch (caught) {
    const failure = await failureOf(caught);
    const message = bodyMessage(failure.body) ?? 'The residential could not be saved';
    const current =
      failure.status === 409
        ? (failure.body as { current?: StoredResidential } | undefined)?.current
        : undefined;
    const fields = failure.status === 422 ? fieldErrorsOf(bodyList(failure.body, 'details')) : {};
    throw new SaveRefused(message, fields, current);
  }
}
