import type { Faker } from '@faker-js/faker';
import { userScopeKeys } from '../../platform/auth/scope';
import type { users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_TUTOR_ID } from './demo-accounts';
import type { EmailBook } from './random';

/** A user row as the seed inserts it (the password hash and seq are set by the seed). */
export type UserRow = Omit<typeof users.$inferInsert, 'seq'>;

/** Generated tutors besides the demo one: a couple per big hub, one per small hub. */
export const FACULTY_COUNT = 12;

const STAFF_CREATED_AT = '2018-08-01T09:00:00.000Z';

/** The demo accounts as user rows; a student account takes its student's programme. */
export function demoUsers(programmeOfStudent: (studentId: string) => string): UserRow[] {
  return DEMO_ACCOUNTS.map((account) => ({
    id: account.id,
    email: account.email,
    name: account.name,
    roles: [...account.roles],
    hubId: account.hubId,
    studentId: account.studentId,
    programme: account.studentId
      ? programmeOfStudent(account.studentId)
      : (account.programme ?? ''),
    scopeKeys: userScopeKeys(account),
    createdAt: STAFF_CREATED_AT,
    updatedAt: STAFF_CREATED_AT,
  }));
}

/** Generated faculty users (`user-faculty-01`…), each based at a hub, on the college's domain. */
export function generateFaculty(faker: Faker, hubIds: readonly string[], emails: EmailBook) {
  const rows: UserRow[] = [];
  for (let k = 0; k < FACULTY_COUNT; k += 1) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const id = `user-faculty-${String(k + 1).padStart(2, '0')}`;
    rows.push({
      id,
      email: emails.next(faker, firstName, lastName, 'college.test'),
      name: `${faker.helpers.arrayElement(['Dr ', 'Revd ', 'Revd Dr ', '', ''])}${firstName} ${lastName}`,
      roles: ['faculty'],
      hubId: hubIds[k % hubIds.length] ?? null,
      scopeKeys: userScopeKeys({ id }),
      createdAt: STAFF_CREATED_AT,
      updatedAt: STAFF_CREATED_AT,
    });
  }
  return rows;
}

/** The tutors who teach at each hub: the hub's faculty, and the demo tutor at the demo hub. */
export function tutorsByHub(faculty: readonly UserRow[], demoHubId: string) {
  const map = new Map<string, string[]>();
  for (const user of faculty) {
    if (!user.hubId) continue;
    map.set(user.hubId, [...(map.get(user.hubId) ?? []), user.id]);
  }
  map.set(demoHubId, [DEMO_TUTOR_ID, ...(map.get(demoHubId) ?? [])]);
  return map;
}

/** An applicant's own account, for an application made through self-registration. */
export function applicantUser(application: {
  applicantUserId: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
}): UserRow {
  const id = application.applicantUserId;
  return {
    id,
    email: application.email,
    name: `${application.firstName} ${application.lastName}`,
    roles: ['applicant'],
    scopeKeys: userScopeKeys({ id }),
    createdAt: application.createdAt,
    updatedAt: application.createdAt,
  };
}
