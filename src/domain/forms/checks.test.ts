import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { type DbsInput, dbsSchema, type SafeguardingInput, safeguardingSchema } from './checks';

function issues(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-10-01T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('safeguardingSchema', () => {
  const valid: SafeguardingInput = {
    unprotectedConvictions: 'No',
    barred: 'No',
    concernsRaised: 'No',
    details: '',
    trainingCompleted: 'Yes',
    trainingDate: '2024-03-16',
    declaration: true,
  };

  it('accepts a clear declaration with recent training', () => {
    expect(safeguardingSchema.parse(valid)).toEqual(valid);
    expect(
      safeguardingSchema.parse({ ...valid, trainingCompleted: 'No', trainingDate: '' })
        .trainingDate,
    ).toBeUndefined();
  });

  it('asks for details of a "Yes" and the date of training', () => {
    expect(
      issues(safeguardingSchema, { ...valid, concernsRaised: 'Yes', trainingDate: '' }),
    ).toEqual([
      { path: ['details'], message: 'Tell us about each question you answered "Yes" to' },
      {
        path: ['trainingDate'],
        message: 'Enter the date of your most recent safeguarding training',
      },
    ]);
  });

  it('refuses a future training date, an unanswered question and an unticked declaration', () => {
    const { barred: _, ...rest } = valid;
    expect(
      issues(safeguardingSchema, { ...rest, trainingDate: '2026-01-01', declaration: false }),
    ).toEqual([
      { path: ['barred'], message: 'Answer the question about barring' },
      { path: ['trainingDate'], message: 'Your training date cannot be in the future' },
      { path: ['declaration'], message: 'Confirm that your answers are true and complete' },
    ]);
  });
});

describe('dbsSchema', () => {
  const valid: DbsInput = {
    certificateNumber: '0012 3456 7890',
    certificateLevel: 'Enhanced with barred list(s)',
    issueDate: '2023-11-02',
    updateService: 'Yes',
    consent: true,
  };

  it('accepts a certificate, with the number as printed in groups', () => {
    expect(dbsSchema.parse(valid).certificateNumber).toBe('001234567890');
  });

  it('accepts a student with no certificate yet', () => {
    expect(
      dbsSchema.parse({
        certificateNumber: '',
        certificateLevel: '',
        issueDate: '',
        updateService: 'No',
        consent: true,
      }),
    ).toEqual({
      certificateNumber: undefined,
      certificateLevel: undefined,
      issueDate: undefined,
      updateService: 'No',
      consent: true,
    });
  });

  it('refuses a number of 11 digits', () => {
    expect(issues(dbsSchema, { ...valid, certificateNumber: '00123456789' })).toEqual([
      { path: ['certificateNumber'], message: 'A DBS certificate number has 12 digits' },
    ]);
  });

  it('needs the issue date and level of a given certificate', () => {
    expect(
      issues(dbsSchema, { ...valid, issueDate: '', certificateLevel: '', updateService: 'No' }),
    ).toEqual([
      { path: ['issueDate'], message: 'Enter the date your certificate was issued' },
      { path: ['certificateLevel'], message: 'Choose the level of your DBS check' },
    ]);
  });

  it('needs the number of a certificate on the Update Service, and consent', () => {
    expect(
      issues(dbsSchema, {
        ...valid,
        certificateNumber: '',
        issueDate: '2027-01-01',
        consent: false,
      }),
    ).toEqual([
      { path: ['issueDate'], message: 'The issue date cannot be in the future' },
      {
        path: ['consent'],
        message: 'Tick to agree that the college may check your DBS certificate',
      },
    ]);
    expect(issues(dbsSchema, { ...valid, certificateNumber: '' })).toEqual([
      {
        path: ['certificateNumber'],
        message: 'Enter your certificate number so we can check it online',
      },
    ]);
  });
});
