import { describe, expect, it } from 'vitest';
import { exampleEngagement } from './examples.test-data';
import { studentRecordSchema, studentWithEngagementsSchema } from './student';

const engagement = exampleEngagement;

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
