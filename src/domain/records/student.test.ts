import { describe, expect, it } from 'vitest';
import { studentRecordSchema, studentWithEngagementsSchema } from './student';

const engagement = {
  id: 'e1',
  studentId: 's1',
  code: 'BA-2023-001',
  programmeCode: 'BA',
  status: 'Current',
  cohort: 'BA6A',
  lastCohort: '5B',
  futureOrLastCohort: 'BA6A',
  levels: ['4A', '4B', '5A', '5B', '6A', '6B'],
  credits: 360,
  creditsAchieved: 240,
  startDate: '2023-09-01',
  endDate: null,
};

const student = {
  id: 's1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@college.test',
  hubId: 'birmingham',
  programmeCode: 'BA',
};

describe('studentRecordSchema', () => {
  it('accepts a student, with or without the optional fields', () => {
    expect(studentRecordSchema.parse(student)).toEqual(student);
    const full = { ...student, preferredName: 'Ada L', partnerId: '7654321', phone: null };
    expect(studentRecordSchema.parse(full)).toEqual(full);
  });

  it.each([
    ['bad email', { email: 'ada' }],
    ['blank hub', { hubId: '' }],
    ['unknown programme', { programmeCode: 'Diploma' }],
    ['blank last name', { lastName: ' ' }],
    ['a partner ID that is not seven digits', { partnerId: '12345' }],
  ])('rejects %s', (_name, change) => {
    expect(studentRecordSchema.safeParse({ ...student, ...change }).success).toBe(false);
  });
});

describe('studentWithEngagementsSchema', () => {
  it('accepts a student with their engagements', () => {
    const value = { ...student, engagements: [engagement] };
    expect(studentWithEngagementsSchema.parse(value)).toEqual(value);
  });

  it("rejects another student's engagement at its index", () => {
    const other = { ...engagement, id: 'e2', studentId: 's2' };
    const result = studentWithEngagementsSchema.safeParse({
      ...student,
      engagements: [engagement, other],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['engagements', 1, 'studentId'],
        message: 'Engagement belongs to another student',
      }),
    ]);
  });
});
