import { queryOptions } from '@tanstack/react-query';
import { api, messageOfFailure } from '../../../api/client';
import type { EnrolmentSessionStatus } from '../../../domain/students/enrolment-session';
import {
  enrolmentListSchema,
  type StartYearSummary,
  startYearSummarySchema,
} from '../../../domain/students/enrolment-year';

// The Enrolment screen reads and writes online (staff at a desk): each answer is checked with the
// domain's schema, and a failure becomes the server's sentence.

async function failing<T>(run: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(await messageOfFailure(error, fallback));
  }
}

/** GET enrolment/sessions?session=: the year's sessions in the caller's scope. */
export const enrolmentQuery = (session: string) =>
  queryOptions({
    queryKey: ['enrolment-sessions', session],
    queryFn: () =>
      failing(async () => {
        const json = await api.get('enrolment/sessions', { searchParams: { session } }).json();
        return enrolmentListSchema.parse(json);
      }, 'The enrolment sessions could not be read; try again.'),
    retry: 1,
  });

/** POST enrolment/start-year: creates the continuing students' sessions, answers the summary. */
export function startYear(session: string): Promise<StartYearSummary> {
  return failing(async () => {
    const json = await api.post('enrolment/start-year', { json: { session } }).json();
    return startYearSummarySchema.parse(json);
  }, 'The year could not be started; try again.');
}

/** PATCH enrolment/sessions/{id} at the version shown: a 409 or 422 becomes its message. */
export function markSession(id: string, version: number, status: EnrolmentSessionStatus) {
  return failing(
    () =>
      api
        .patch(`enrolment/sessions/${encodeURIComponent(id)}`, {
          json: { status },
          headers: { 'if-match': String(version) },
        })
        .json(),
    'The status could not be saved; try again.',
  );
}
