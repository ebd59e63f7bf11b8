import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EVIDENCE_REQUIRED_MESSAGE, extensionRequestSchema } from '../students/extensions';
import {
  deferralWaiverRequestSchema,
  extensionRequestForm,
  recordingRequestSchema,
  studyBreakRequestSchema,
} from './mitigating-circumstances';

function issues(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));
}

describe('extensionRequestForm', () => {
  it('registers the existing extension schema, evidence rule included', () => {
    expect(extensionRequestForm.schema).toBe(extensionRequestSchema);
    expect(extensionRequestForm.schema.parse({ length: 7, reason: 'Flu' }).mode).toBe('extensions');
    expect(issues(extensionRequestForm.schema, { length: 21, reason: 'Bereavement' })).toEqual([
      { path: ['evidence'], message: EVIDENCE_REQUIRED_MESSAGE },
    ]);
  });

  it('offers the four lengths with their labels', () => {
    const length = extensionRequestForm.fields.find((f) => f.name === 'length');
    expect(length?.options).toEqual([
      { value: 7, label: '7 days (auto)' },
      { value: 14, label: '14 days' },
      { value: 21, label: '21 days' },
      { value: 'more', label: 'More than 21 days' },
    ]);
  });
});

describe('deferralWaiverRequestSchema', () => {
  const valid = {
    kind: 'Deferral',
    assignmentId: 'asg-ot1-essay',
    reason: 'I was in hospital for the week before the deadline.',
    evidence: 'Discharge letter from St James’s Hospital',
  };

  it('accepts a deferral with evidence, and a waiver without', () => {
    expect(deferralWaiverRequestSchema.parse(valid)).toEqual(valid);
    expect(
      deferralWaiverRequestSchema.safeParse({ ...valid, kind: 'Waiver', evidence: '' }).success,
    ).toBe(true);
  });

  it('needs the kind, the assessment and a reason', () => {
    expect(
      issues(deferralWaiverRequestSchema, { kind: 'Refund', assignmentId: '', reason: '' }),
    ).toEqual([
      { path: ['kind'], message: 'Choose a deferral or a waiver' },
      { path: ['assignmentId'], message: 'Choose the assessment this request is about' },
      { path: ['reason'], message: 'Tell us why you are making this request' },
    ]);
  });
});

describe('recordingRequestSchema', () => {
  const valid = {
    sessionDate: '2025-10-14',
    session: 'Old Testament 1: the Exodus',
    reason: 'Illness',
    details: '',
  };

  it('accepts a request for a missed session', () => {
    expect(recordingRequestSchema.parse(valid)).toEqual(valid);
  });

  it('asks for details when the reason is Other, and for a real date', () => {
    expect(issues(recordingRequestSchema, { ...valid, reason: 'Other' })).toEqual([
      { path: ['details'], message: 'Tell us why you need the recording' },
    ]);
    expect(issues(recordingRequestSchema, { ...valid, sessionDate: '14/10/2025' })).toEqual([
      { path: ['sessionDate'], message: 'Enter a real date, like 2025-09-15' },
    ]);
  });
});

describe('studyBreakRequestSchema', () => {
  const valid = {
    startDate: '2025-11-03',
    endDate: '2025-11-16',
    reason: 'Caring for my mother after her operation.',
    acknowledgement: true,
  };

  it('accepts a two-week break, or a single day', () => {
    expect(studyBreakRequestSchema.parse(valid)).toEqual(valid);
    expect(studyBreakRequestSchema.safeParse({ ...valid, endDate: valid.startDate }).success).toBe(
      true,
    );
  });

  it('refuses an end before the start and a missing acknowledgement', () => {
    expect(issues(studyBreakRequestSchema, { ...valid, endDate: '2025-11-01' })).toEqual([
      { path: ['endDate'], message: 'The last day of your break cannot be before the first day' },
    ]);
    expect(issues(studyBreakRequestSchema, { ...valid, acknowledgement: false })).toEqual([
      {
        path: ['acknowledgement'],
        message: 'Confirm that you understand a break can change your deadlines and attendance',
      },
    ]);
  });
});
