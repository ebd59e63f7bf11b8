import { describe, expect, it } from 'vitest';
import {
  accountState,
  matchesRegistration,
  platformTime,
  platformUsername,
  type RegistrationRow,
} from './registrations';

const row: RegistrationRow = {
  studentId: 'student-00001',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  hubId: 'hub-1',
  programmeCode: 'BA',
  platformUserId: 7,
  username: 'student-00001',
  lastAccess: null,
  courses: ['C-1'],
  missingCourses: [],
  state: 'With account',
};

describe('registrations', () => {
  it('tells the account state from the account and its missing courses', () => {
    expect(accountState(false, 0)).toBe('No account');
    expect(accountState(false, 2)).toBe('No account');
    expect(accountState(true, 1)).toBe('Missing enrolments');
    expect(accountState(true, 0)).toBe('With account');
  });

  it('filters by state, hub and programme, and searches name, id and e-mail', () => {
    expect(matchesRegistration(row, {})).toBe(true);
    expect(matchesRegistration(row, { state: 'No account' })).toBe(false);
    expect(matchesRegistration(row, { hub: 'hub-2' })).toBe(false);
    expect(matchesRegistration(row, { programme: 'BA', hub: 'hub-1' })).toBe(true);
    expect(matchesRegistration(row, { q: 'LOVE' })).toBe(true);
    expect(matchesRegistration(row, { q: 'ada@' })).toBe(true);
    expect(matchesRegistration(row, { q: 'nobody' })).toBe(false);
  });

  it("reads Moodle's times (0 is never) and makes lower-case usernames", () => {
    expect(platformTime(0)).toBeNull();
    expect(platformTime(null)).toBeNull();
    expect(platformTime(1_700_000_000)).toBe('2023-11-14T22:13:20.000Z');
    expect(platformUsername('STU-1')).toBe('stu-1');
  });
});
