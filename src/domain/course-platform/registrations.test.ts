import { describe, expect, it } from 'vitest';
import {
  accountState,
  isStaffAccount,
  matchesRegistration,
  platformTime,
  platformUsername,
  type RegistrationRow,
  splitName,
  staffUsername,
} from './registrations';

const row: RegistrationRow = {
  kind: 'Student',
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
  it('tells staff accounts from students and applicants, and names them on the platform', () => {
    expect(isStaffAccount(['faculty'])).toBe(true);
    expect(isStaffAccount(['student', 'bursary'])).toBe(false);
    expect(isStaffAccount(['applicant'])).toBe(false);
    expect(isStaffAccount([])).toBe(false);
    expect(isStaffAccount(['student', 'hd'])).toBe(true);
    expect(staffUsername(' Tutor.One@College.TEST ')).toBe('tutor.one@college.test');
    expect(splitName('Mary Ann  Evans')).toEqual({ firstName: 'Mary Ann', lastName: 'Evans' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '-' });
  });

  it('filters staff rows from student rows', () => {
    const staff: RegistrationRow = { ...row, kind: 'Staff', studentId: 'user-tutor-1' };
    expect(matchesRegistration(staff, { kind: 'Staff' })).toBe(true);
    expect(matchesRegistration(row, { kind: 'Staff' })).toBe(false);
    expect(matchesRegistration(row, { kind: 'Student' })).toBe(true);
  });

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
