import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BURSARY_STATEMENT_MIN_LENGTH,
  type BursaryApplicationInput,
  bursaryApplicationSchema,
} from './bursary-application';

function issues(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));
}

const statement =
  'I am training for ordained ministry while supporting a young family on one income. ' +
  'My church contributes towards my fees, but the remaining cost of the second year is more ' +
  'than we can manage after rent and childcare. A bursary would let me keep studying part time ' +
  'without taking on extra evening work, which would leave me too little time for placement.';

const valid: BursaryApplicationInput = {
  applicationType: 'General Bursary',
  householdIncome: '£15,000 to £24,999',
  dependants: '2',
  otherFunding: 'St Mark’s Church: £500 a year',
  statement,
  declaration: true,
};

describe('bursaryApplicationSchema', () => {
  it('accepts a realistic application', () => {
    expect(statement.length).toBeGreaterThanOrEqual(BURSARY_STATEMENT_MIN_LENGTH);
    expect(bursaryApplicationSchema.parse(valid)).toEqual(valid);
    expect(
      bursaryApplicationSchema.safeParse({ ...valid, applicationType: "Principal's Bursary" })
        .success,
    ).toBe(true);
  });

  it('refuses a statement that is too short', () => {
    expect(
      issues(bursaryApplicationSchema, { ...valid, statement: 'I need help with fees.' }),
    ).toEqual([
      {
        path: ['statement'],
        message: `Your statement needs at least ${BURSARY_STATEMENT_MIN_LENGTH} characters (about 50 words)`,
      },
    ]);
  });

  it('refuses an award type students cannot apply for, and an unticked declaration', () => {
    expect(
      issues(bursaryApplicationSchema, {
        ...valid,
        applicationType: 'Staff Discount',
        declaration: false,
      }),
    ).toEqual([
      { path: ['applicationType'], message: 'Choose the bursary you are applying for' },
      {
        path: ['declaration'],
        message: 'Confirm that the information you have given is true and complete',
      },
    ]);
  });

  it('needs the income band and dependants', () => {
    const { householdIncome: _, dependants: __, ...rest } = valid;
    expect(issues(bursaryApplicationSchema, rest)?.map((i) => i.path[0])).toEqual([
      'householdIncome',
      'dependants',
    ]);
  });
});
