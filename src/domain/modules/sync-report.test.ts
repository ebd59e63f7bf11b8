import { describe, expect, it } from 'vitest';
import { compareSyncReport, isCourseOfSession, syncReportQuerySchema } from './sync-report';

const instance = (id: string, students: string[]) => ({
  id,
  moduleId: id.split('-')[0] ?? id,
  title: `Title ${id}`,
  students: students.map((student) => ({ id: student, name: `Name ${student}` })),
});
const course = (id: number, idnumber: string, students: string[]) => ({
  id,
  idnumber,
  shortname: idnumber,
  fullname: `Course ${idnumber}`,
  students: students.map((student, index) => ({
    id: id * 100 + index,
    idnumber: student,
    name: `User ${student}`,
    email: `${student}@x.test`,
  })),
});

describe('compareSyncReport', () => {
  it('finds nothing missing when both sides agree', () => {
    const report = compareSyncReport(
      '2026-27',
      [instance('A-2026-27', ['S1', 'S2'])],
      [course(1, 'A-2026-27', ['S2', 'S1'])],
    );
    expect(report.counts).toEqual({
      instances: 1,
      courses: 1,
      matchedInstances: 1,
      instancesWithoutCourse: 0,
      coursesWithoutInstance: 0,
      notEnrolled: 0,
      notRegistered: 0,
    });
  });

  it('lists what is missing on either side', () => {
    const report = compareSyncReport(
      '2026-27',
      [instance('A-2026-27', ['S1', 'S2']), instance('B-2026-27', ['S3'])],
      [course(1, 'A-2026-27', ['S1', 'S9', '']), course(2, 'C-2026-27', [])],
    );
    expect(report.instancesWithoutCourse).toEqual([
      { instanceId: 'B-2026-27', moduleId: 'B', title: 'Title B-2026-27' },
    ]);
    expect(report.coursesWithoutInstance.map((row) => row.idnumber)).toEqual(['C-2026-27']);
    expect(report.notEnrolled).toEqual([
      { instanceId: 'A-2026-27', studentId: 'S2', name: 'Name S2' },
    ]);
    // An enrolled user without an idnumber cannot be anyone here: listed too.
    expect(report.notRegistered.map((row) => row.idnumber)).toEqual(['S9', '']);
    expect(report.counts).toMatchObject({ matchedInstances: 1, notEnrolled: 1, notRegistered: 2 });
  });
});

describe('the session', () => {
  it('pairs courses by the idnumber ending and accepts only session titles', () => {
    expect(isCourseOfSession('BT4101-2026-27', '2026-27')).toBe(true);
    expect(isCourseOfSession('BT4101-2025-26', '2026-27')).toBe(false);
    expect(isCourseOfSession('', '2026-27')).toBe(false);
    expect(syncReportQuerySchema.safeParse({ session: '2026-27' }).success).toBe(true);
    expect(syncReportQuerySchema.safeParse({ session: '2026-28' }).success).toBe(false);
    expect(syncReportQuerySchema.safeParse({}).success).toBe(true);
  });
});
