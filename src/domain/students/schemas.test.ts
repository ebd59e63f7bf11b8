import { describe, expect, it } from 'vitest';
import {
  currentStudentPayloadSchema,
  currentStudentSchema,
  engagementSchema,
  studentSchema,
} from './schemas';

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
  hub: 'Birmingham',
  programmeCode: 'BA',
  engagements: [engagement],
};

describe('engagementSchema', () => {
  it('accepts a minimal engagement', () => {
    expect(engagementSchema.parse(engagement)).toEqual(engagement);
  });

  it('accepts the optional fields', () => {
    const full = {
      ...engagement,
      status: 'Starting',
      partnerId: '1234567',
      exitAward: 'DipHE',
      pace: 'PT',
      level: '6A',
      cohort: null,
      endDate: '2023-09-01',
    };
    expect(engagementSchema.parse(full)).toEqual(full);
  });

  it('accepts any non-empty partner ID here (format is checked elsewhere)', () => {
    expect(engagementSchema.safeParse({ ...engagement, partnerId: 'ABC' }).success).toBe(true);
    expect(engagementSchema.safeParse({ ...engagement, partnerId: '' }).success).toBe(false);
  });

  it.each([
    ['unknown status', { status: 'Active' }],
    ['unknown programme', { programmeCode: 'DipHE' }],
    ['unknown level', { levels: ['4C'] }],
    ['cohort-style level', { level: 'BA6A' }],
    ['negative credits', { credits: -60 }],
    ['fractional credits', { creditsAchieved: 0.5 }],
    ['unknown exit award', { exitAward: 'BA' }],
    ['unknown pace', { pace: 'FT' }],
    ['bad start date', { startDate: '2023-13-01' }],
    ['date-time end', { endDate: '2024-07-31T00:00:00Z' }],
    ['empty cohort', { cohort: '' }],
    ['missing last cohort', { lastCohort: undefined }],
    ['blank code', { code: ' ' }],
  ])('rejects %s', (_name, change) => {
    expect(engagementSchema.safeParse({ ...engagement, ...change }).success).toBe(false);
  });

  it('rejects an end date before the start date', () => {
    const result = engagementSchema.safeParse({ ...engagement, endDate: '2023-08-31' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['endDate'],
        message: 'End date must not be before the start date',
      }),
    ]);
  });
});

describe('studentSchema', () => {
  it('accepts a student with engagements', () => {
    expect(studentSchema.parse(student)).toEqual(student);
  });

  it('accepts a student without engagements and with optional fields', () => {
    const s = { ...student, engagements: [], preferredName: 'Ada L', partnerId: '7654321' };
    expect(studentSchema.parse(s)).toEqual(s);
  });

  it.each([
    ['bad email', { email: 'ada' }],
    ['blank hub', { hub: '' }],
    ['unknown programme', { programmeCode: 'Diploma' }],
    ['blank last name', { lastName: ' ' }],
  ])('rejects %s', (_name, change) => {
    expect(studentSchema.safeParse({ ...student, ...change }).success).toBe(false);
  });

  it("rejects another student's engagement at its index", () => {
    const other = { ...engagement, id: 'e2', studentId: 's2' };
    const result = studentSchema.safeParse({ ...student, engagements: [engagement, other] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['engagements', 1, 'studentId'],
        message: 'Engagement belongs to another student',
      }),
    ]);
  });
});

describe('current student', () => {
  it('maps location to hub', () => {
    expect(
      currentStudentPayloadSchema.parse({
        location: 'Leeds',
        programmeCode: 'FC',
        partnerId: '1234567',
      }),
    ).toEqual({ hub: 'Leeds', programmeCode: 'FC', partnerId: '1234567' });
  });

  it('leaves the partner ID out when absent', () => {
    expect(currentStudentPayloadSchema.parse({ location: 'Leeds', programmeCode: 'MA' })).toEqual({
      hub: 'Leeds',
      programmeCode: 'MA',
    });
  });

  it('requires a location and a known programme', () => {
    expect(currentStudentPayloadSchema.safeParse({ programmeCode: 'MA' }).success).toBe(false);
    expect(
      currentStudentPayloadSchema.safeParse({ location: 'Leeds', programmeCode: 'X' }).success,
    ).toBe(false);
  });

  it('validates the mapped shape', () => {
    expect(currentStudentSchema.safeParse({ hub: 'Leeds', programmeCode: 'BA' }).success).toBe(
      true,
    );
    expect(currentStudentSchema.safeParse({ location: 'Leeds', programmeCode: 'BA' }).success).toBe(
      false,
    );
  });
});
