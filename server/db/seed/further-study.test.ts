import { describe, expect, it } from 'vitest';
import { furtherStudyStage } from '#domain/course-platform/further-study';
import { DEMO_STUDENT_ID, OTHER_DEMO_STUDENT_ID } from './demo-accounts';
import { generateFurtherStudy } from './further-study';
import { generateDemoData } from './generate';

describe('further-study seed', () => {
  const data = generateDemoData({ students: 200, applications: 0 });
  const rows = generateFurtherStudy(data.engagements, '2026-09-01');

  it('gives five alumni and five completing students one interest each, never a demo student', () => {
    const stageOf = (studentId: string) =>
      furtherStudyStage(
        data.engagements
          .filter((each) => each.studentId === studentId)
          .map((each) => ({
            status: each.status,
            programme: each.programmeCode,
            level: each.level,
            pace: each.pace,
          })),
      );
    const stages = rows.map((row) => stageOf(row.studentId));
    expect(stages.filter((stage) => stage === 'Alumni')).toHaveLength(5);
    expect(stages.filter((stage) => stage === 'Completing')).toHaveLength(5);
    expect(new Set(rows.map((row) => row.studentId)).size).toBe(rows.length);
    const ids = rows.map((row) => row.studentId);
    expect(ids).not.toContain(DEMO_STUDENT_ID);
    expect(ids).not.toContain(OTHER_DEMO_STUDENT_ID);
    expect(rows.every((row) => row.registeredOn < '2026-09-01')).toBe(true);
  });

  it('is deterministic', () => {
    expect(generateFurtherStudy(data.engagements, '2026-09-01')).toEqual(rows);
  });
});
