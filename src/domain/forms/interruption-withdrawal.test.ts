import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { INTERRUPTION_CATEGORIES } from '../students/interruptions';
import {
  iosRequestForm,
  iosRequestSchema,
  withdrawalRequestSchema,
} from './interruption-withdrawal';

function issues(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-11-20T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withdrawalRequestSchema', () => {
  const valid = {
    reason: 'Gone into employment',
    details: '',
    lastAttendanceDate: '2025-11-08',
    acknowledgement: true,
  };

  it('accepts a realistic withdrawal', () => {
    expect(withdrawalRequestSchema.parse(valid)).toEqual(valid);
  });

  it('refuses an unticked acknowledgement', () => {
    expect(issues(withdrawalRequestSchema, { ...valid, acknowledgement: false })).toEqual([
      {
        path: ['acknowledgement'],
        message:
          'Confirm that you understand withdrawing ends your studies and may leave fees to pay',
      },
    ]);
  });

  it('refuses a future last date, and Other without details', () => {
    expect(issues(withdrawalRequestSchema, { ...valid, lastAttendanceDate: '2025-12-01' })).toEqual(
      [
        {
          path: ['lastAttendanceDate'],
          message: 'The last date you attended cannot be in the future',
        },
      ],
    );
    expect(issues(withdrawalRequestSchema, { ...valid, reason: 'Other' })).toEqual([
      { path: ['details'], message: 'Tell us why you are withdrawing' },
    ]);
  });
});

describe('iosRequestSchema', () => {
  const valid = {
    category: '04',
    startDate: '2026-01-05',
    expectedReturnDate: '2026-09-01',
    details: 'I need surgery and several months to recover.',
  };

  it('accepts an interruption with a category code', () => {
    expect(iosRequestSchema.parse(valid)).toEqual(valid);
  });

  it('refuses a return date before (or on) the start date', () => {
    for (const expectedReturnDate of ['2025-12-01', valid.startDate]) {
      expect(issues(iosRequestSchema, { ...valid, expectedReturnDate })).toEqual([
        {
          path: ['expectedReturnDate'],
          message: 'Your expected return date must be after the start of your interruption',
        },
      ]);
    }
  });

  it('refuses a category that is not a code (the label, or an unlisted code)', () => {
    for (const category of ['Health Reasons', '05', '4']) {
      expect(issues(iosRequestSchema, { ...valid, category })).toEqual([
        { path: ['category'], message: 'Choose the reason for your interruption' },
      ]);
    }
  });

  it('offers every category with its code', () => {
    const options = iosRequestForm.fields.find((f) => f.name === 'category')?.options;
    expect(options?.map((o) => o.value)).toEqual(INTERRUPTION_CATEGORIES.map((c) => c.code));
    expect(options?.[1]).toEqual({ value: '04', label: 'Health Reasons (04)' });
  });
});
