import { randomUUID } from 'node:crypto';
import {
  type ProvisionJob,
  type ProvisionResult,
  platformUsername,
  staffUsername,
} from '#domain/course-platform/registrations';
import {
  MOODLE_CHUNK,
  type MoodleClient,
  MoodleError,
  type NewMoodleUser,
} from '../../integrations/moodle/client';
import { type LocalStudent, missingCourseIds, type PlatformState } from './registrations-data';

// "Create missing accounts and enrol" (issue 20): one job per server at a time, kept in memory
// (its result is the platform's state, so running it again simply skips what exists). Accounts
// are created in calls of at most 100; Moodle creates a call's users all or none, so a refused
// call is retried one user at a time to find, and report, the row at fault. Staff accounts are
// created like students' (username = e-mail) but enrolled on nothing: a teacher's enrolment is
// the course's business on the platform.

const jobs = new Map<string, ProvisionJob>();

/** A job by id (any finished one is kept until the server restarts; a few KB each). */
export function provisionJob(id: string): ProvisionJob | undefined {
  return jobs.get(id);
}

/** The job still running, if any. */
export function runningJob(): ProvisionJob | undefined {
  return [...jobs.values()].find((job) => job.status === 'running');
}

const messageOf = (error: unknown) =>
  error instanceof MoodleError ? `${error.message} (${error.errorcode})` : 'Unexpected failure';

/** A student's username is their id; a member of staff's is their e-mail (both lower case). */
const usernameOf = (person: LocalStudent) =>
  person.kind === 'Staff' ? staffUsername(person.email) : platformUsername(person.id);

/** The new account; its idnumber is our id (a student id, or for staff our user id). */
function newUserOf(person: LocalStudent): NewMoodleUser {
  return {
    username: usernameOf(person),
    firstname: person.firstName,
    lastname: person.lastName,
    email: person.email,
    idnumber: person.id,
  };
}

/** Starts the job over these students; answers at once with the job (GET it for progress). */
export function startProvision(
  client: MoodleClient,
  people: readonly LocalStudent[],
  state: PlatformState,
  now: () => Date,
): ProvisionJob {
  const job: ProvisionJob = {
    id: randomUUID(),
    status: 'running',
    startedAt: now().toISOString(),
    finishedAt: null,
    total: people.length,
    done: 0,
    results: people.map((person) => ({
      studentId: person.id,
      name: person.name,
      account: state.accounts.has(person.id) ? 'existed' : 'pending',
      enrolled: [],
      error: null,
    })),
  };
  jobs.set(job.id, job);
  void run(client, people, state, job).finally(() => {
    job.status = 'finished';
    job.finishedAt = now().toISOString();
  });
  return job;
}

async function createAccounts(
  client: MoodleClient,
  people: readonly LocalStudent[],
  results: Map<string, ProvisionResult>,
  userIds: Map<string, number>,
): Promise<void> {
  const record = (person: LocalStudent, made: { id: number; username: string }[]) => {
    const found = made.find((user) => user.username === usernameOf(person));
    const result = results.get(person.id);
    if (!result) return;
    if (found) {
      userIds.set(person.id, found.id);
      result.account = 'created';
    } else {
      result.account = 'failed';
      result.error = 'The platform did not return the new account';
    }
  };
  for (let start = 0; start < people.length; start += MOODLE_CHUNK) {
    const chunk = people.slice(start, start + MOODLE_CHUNK);
    try {
      const made = await client.createUsers(chunk.map(newUserOf));
      for (const person of chunk) record(person, made);
    } catch {
      for (const person of chunk) {
        try {
          record(person, await client.createUsers([newUserOf(person)]));
        } catch (error) {
          const result = results.get(person.id);
          if (result) {
            result.account = 'failed';
            result.error = messageOf(error);
          }
        }
      }
    }
  }
}

async function run(
  client: MoodleClient,
  people: readonly LocalStudent[],
  state: PlatformState,
  job: ProvisionJob,
): Promise<void> {
  const results = new Map(job.results.map((result) => [result.studentId, result]));
  const userIds = new Map<string, number>();
  for (const [idnumber, user] of state.accounts) userIds.set(idnumber, user.id);
  await createAccounts(
    client,
    people.filter((person) => !state.accounts.has(person.id)),
    results,
    userIds,
  );
  for (const person of people) {
    const result = results.get(person.id);
    const userId = userIds.get(person.id);
    const courses = missingCourseIds(person, state);
    if (result && userId !== undefined && courses.length > 0) {
      try {
        await client.enrol(courses.map((course) => ({ userId, courseId: course.id })));
        result.enrolled = courses.map((course) => course.shortname);
      } catch (error) {
        result.error = messageOf(error);
      }
    }
    job.done += 1;
  }
}
