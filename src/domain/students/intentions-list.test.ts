import { describe, expect, it } from 'vitest';
import {
  answerText,
  intentionsFilterSchema,
  intentionsRowOf,
  isRequiredUnanswered,
  liveEngagement,
  matchesIntentionsFilter,
  savedIntentions,
} from './intentions-list';

const student = {
  id: 's1',
  firstName: 'Samuel',
  lastName: 'Price',
  preferredName: 'Sam',
  hubId: 'hub-1',
  programmeCode: 'BA',
};
const engagement = (over: Partial<Parameters<typeof intentionsRowOf>[1]> = {}) => ({
  id: 'e1',
  status: 'Current',
  level: '6A',
  cohort: 'BA6A',
  programmeCode: 'BA',
  startDate: '2023-09-01',
  ...over,
});

describe('liveEngagement', () => {
  it('takes the latest started Current or IoS engagement', () => {
    const chosen = liveEngagement([
      engagement({ id: 'a', startDate: '2020-09-01' }),
      engagement({ id: 'b', startDate: '2024-09-01', status: 'Completed' }),
      engagement({ id: 'c', startDate: '2022-09-01', status: 'IoS' }),
    ]);
    expect(chosen?.id).toBe('c');
    expect(liveEngagement([engagement({ status: 'Withdrawn' })])).toBeUndefined();
  });
});

describe('intentionsRowOf', () => {
  it('gives the §4 status, whether required, and the answer', () => {
    const row = intentionsRowOf(student, engagement(), {
      intentions: [{ level: '6A', choice: 'Continue' }],
    });
    expect(row).toMatchObject({
      name: 'Sam Price',
      intentionStatus: 'Assumed',
      required: true,
      answered: true,
      answer: '6A: Continue',
    });
  });

  it('knows Required at an exit point, Contact on IoS, none at 6B, nothing to ask at 7Diss', () => {
    expect(
      intentionsRowOf(student, engagement({ level: '4B', programmeCode: 'CertHE' }), null),
    ).toMatchObject({ intentionStatus: 'Required', required: true, answered: false });
    expect(intentionsRowOf(student, engagement({ status: 'IoS' }), null)).toMatchObject({
      intentionStatus: 'Contact',
      required: true,
    });
    expect(intentionsRowOf(student, engagement({ level: '6B' }), null)).toMatchObject({
      intentionStatus: null,
      required: false,
    });
    expect(intentionsRowOf(student, engagement({ level: '7Diss' }), null)).toMatchObject({
      intentionStatus: 'Dissertation',
      required: false,
    });
  });

  it('reads only valid saved answers', () => {
    expect(savedIntentions({ intentions: [] })).toBeUndefined();
    expect(savedIntentions('nonsense')).toBeUndefined();
    expect(
      answerText(
        savedIntentions({
          intentions: [{ level: '7B', choice: 'Exit award', exitAward: 'PGDip' }],
        }),
      ),
    ).toBe('7B: Exit award (PGDip)');
  });
});

describe('the intentions filters', () => {
  const row = intentionsRowOf(student, engagement(), null);

  it('take hub, programme, intentions cohort and level, and required but not answered', () => {
    expect(isRequiredUnanswered(row)).toBe(true);
    const filter = (query: Record<string, string>) =>
      matchesIntentionsFilter(row, intentionsFilterSchema.parse(query));
    expect(filter({ hubId: 'hub-1', programmeCode: 'BA', cohort: 'BA6A', level: '6A' })).toBe(true);
    expect(filter({ unanswered: 'true' })).toBe(true);
    expect(filter({ hubId: 'hub-2' })).toBe(false);
    expect(filter({ cohort: '4A' })).toBe(false);
    expect(filter({ level: '5B' })).toBe(false);
    const answered = intentionsRowOf(student, engagement(), {
      intentions: [{ level: '6A', choice: 'Undecided' }],
    });
    expect(
      matchesIntentionsFilter(answered, intentionsFilterSchema.parse({ unanswered: 'true' })),
    ).toBe(false);
  });

  it('refuse the 6B cohorts, 7Diss and levels outside the intentions levels', () => {
    expect(intentionsFilterSchema.safeParse({ cohort: 'GD6B' }).success).toBe(false);
    expect(intentionsFilterSchema.safeParse({ cohort: '7Diss' }).success).toBe(false);
    expect(intentionsFilterSchema.safeParse({ cohort: '7B' }).success).toBe(true);
    expect(intentionsFilterSchema.safeParse({ level: '6B' }).success).toBe(false);
    expect(intentionsFilterSchema.safeParse({ unanswered: 'yes' }).success).toBe(false);
  });
});
