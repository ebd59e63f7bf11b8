import { describe, expect, it } from 'vitest';
import { claimsOf } from '../../platform/auth/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { generateDemoData } from './generate';

const data = generateDemoData({ students: 200, applications: 50 });
const user = (id: string) => data.users.find((u) => u.id === id);
const student = (id: string | null | undefined) => data.students.find((s) => s.id === id);

describe('demo accounts', () => {
  it('are the nine accounts of the design, all with the demo password', () => {
    expect(DEMO_PASSWORD).toBe('collegium-demo');
    expect(DEMO_ACCOUNTS.map((a) => [a.id, a.email, a.roles])).toEqual([
      ['user-admin', 'admin@college.test', ['admin']],
      ['user-registrar', 'registrar@college.test', ['registrar']],
      ['user-finance', 'finance@college.test', ['finance']],
      ['user-faculty', 'faculty@college.test', ['faculty']],
      ['user-hd', 'hd@college.test', ['hd']],
      ['user-pd', 'pd@college.test', ['pd']],
      ['user-manager', 'manager@college.test', ['manager']],
      ['user-student', 'student@college.test', ['student', 'bursary']],
      ['user-student2', 'student2@college.test', ['student']],
    ]);
    for (const account of DEMO_ACCOUNTS) expect(user(account.id)?.email).toBe(account.email);
  });

  it('give the students forms:student, and the first one forms:bursary too', () => {
    const claims = (id: string) => claimsOf({ roles: user(id)?.roles ?? [], claims: [] });
    expect(claims('user-student')).toEqual(
      expect.arrayContaining(['forms:student', 'forms:bursary']),
    );
    expect(claims('user-student2')).toContain('forms:student');
    expect(claims('user-student2')).not.toContain('forms:bursary');
    expect(claims('user-admin')).toEqual(['*']);
  });

  it("put the hub director at the student's hub, and the second student at another hub", () => {
    const hd = user('user-hd');
    const first = student(user('user-student')?.studentId);
    const second = student(user('user-student2')?.studentId);
    expect(hd?.hubId).toBe('hub-1');
    expect(first?.hubId).toBe(hd?.hubId);
    expect(second?.hubId).not.toBe(hd?.hubId);
    expect(first?.email).toBe('student@college.test');
    expect(user('user-student')?.programme).toBe(first?.programmeCode);
  });

  it('let the demo tutor tutor the first student but not the second', () => {
    const first = student(user('user-student')?.studentId);
    const second = student(user('user-student2')?.studentId);
    expect(first?.tutorId).toBe('user-faculty');
    expect(second?.tutorId).toBeTruthy();
    expect(second?.tutorId).not.toBe('user-faculty');
    expect(first?.scopeKeys).toContain('tutor:user-faculty');
    expect(second?.scopeKeys).not.toContain('tutor:user-faculty');
    const current = data.engagements.filter((e) => e.studentId === first?.id);
    expect(current.map((e) => e.status)).toEqual(['Current']);
  });

  it("give the programme director the first student's programme, not the second's", () => {
    const pd = user('user-pd');
    const first = student(user('user-student')?.studentId);
    const second = student(user('user-student2')?.studentId);
    expect(pd?.programme).toBe('BA');
    expect(first?.scopeKeys).toContain('programme:BA');
    expect(second?.scopeKeys).not.toContain('programme:BA');
  });

  it('give the hub director applications of their hub to see', () => {
    expect(data.applications.some((a) => a.scopeKeys?.includes('hub:hub-1'))).toBe(true);
  });
});
