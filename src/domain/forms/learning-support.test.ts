import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { learningSupportSchema } from './learning-support';

function issues(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));
}

describe('learningSupportSchema', () => {
  it('accepts declared needs with details, and defaults the rest', () => {
    expect(
      learningSupportSchema.parse({
        needs: ['Dyslexia', 'ADHD'],
        details: 'I read slowly and need reading lists early.',
        supportPlan: 'Yes',
        consentToShare: true,
      }),
    ).toMatchObject({ needs: ['Dyslexia', 'ADHD'], consentToShare: true });
    expect(learningSupportSchema.parse({ supportPlan: 'No' })).toEqual({
      needs: [],
      supportPlan: 'No',
      consentToShare: false,
    });
  });

  it('asks how declared needs affect study', () => {
    expect(
      issues(learningSupportSchema, { needs: ['Autism'], details: ' ', supportPlan: 'No' }),
    ).toEqual([
      {
        path: ['details'],
        message: 'Tell us how your needs affect your studies, so we can plan your support',
      },
    ]);
  });

  it('refuses a need not in the list and a missing support plan answer', () => {
    expect(issues(learningSupportSchema, { needs: ['Tired'] })).toEqual([
      { path: ['needs', 0], message: 'Choose your needs from the list' },
      { path: ['supportPlan'], message: 'Tell us whether you already have a support plan' },
    ]);
  });
});
