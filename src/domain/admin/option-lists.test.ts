import { describe, expect, it } from 'vitest';
import { FIRST_CONTACT, FIRST_HEARD_GROUPS, FIRST_HEARD_SOURCES } from '../leads/sources';
import {
  defaultIntakes,
  defaultOptionList,
  firstHeardSources,
  groupOfFirstHeard,
  type Intake,
  intakeProblem,
  isListed,
  OPTION_LIST_SCHEMAS,
  offeredIntakes,
  optionListOf,
} from './option-lists';

const NOW = new Date('2026-11-27T10:00:00Z');
const INTAKES: Intake[] = [
  { date: '2027-01-11', programmes: ['MA'] },
  { date: '2027-09-01', programmes: ['BA', 'MA'] },
  { date: '2026-09-01', programmes: ['BA'] },
];

describe('default lists', () => {
  it('are the next two Septembers for every programme, newest first', () => {
    const intakes = defaultIntakes(new Date('2026-08-31T23:00:00Z'));
    expect(intakes.map((intake) => intake.date)).toEqual(['2027-09-01', '2026-09-01']);
    expect(intakes[0]?.programmes).toContain('BA');
    expect(defaultIntakes(new Date('2026-09-01T00:00:00Z'))[1]?.date).toBe('2027-09-01');
  });

  it('are the §9 first-heard groups and ways of first contact', () => {
    expect(defaultOptionList('firstHeard', NOW).map((entry) => entry.group)).toEqual([
      ...FIRST_HEARD_GROUPS,
    ]);
    expect(defaultOptionList('firstContact', NOW)).toEqual([...FIRST_CONTACT]);
  });
});

describe('a stored list', () => {
  it('is read in its order: intakes newest first, groups in the spec order', () => {
    expect(optionListOf('intakes', INTAKES, NOW).map((intake) => intake.date)).toEqual([
      '2027-09-01',
      '2027-01-11',
      '2026-09-01',
    ]);
    const groups = optionListOf(
      'firstHeard',
      [
        { group: 'Church', sources: ['Vicar'] },
        { group: 'Social media', sources: ['TikTok'] },
      ],
      NOW,
    );
    expect(groups.map((entry) => entry.group)).toEqual(['Social media', 'Church']);
  });

  it('falls back to the default when what is stored does not parse', () => {
    expect(optionListOf('firstContact', [''], NOW)).toEqual([...FIRST_CONTACT]);
    expect(optionListOf('firstContact', undefined, NOW)).toEqual([...FIRST_CONTACT]);
  });

  it('refuses duplicates, unknown programmes and groups, and an empty way list', () => {
    const problem = (id: keyof typeof OPTION_LIST_SCHEMAS, values: unknown) =>
      OPTION_LIST_SCHEMAS[id].safeParse(values).error?.issues[0]?.message;
    expect(problem('firstContact', ['KTE', 'kte'])).toBe('A way of first contact is listed twice');
    expect(problem('firstContact', [])).toBe('Keep at least one way of first contact');
    expect(problem('intakes', [{ date: '2027-09-01', programmes: ['XYZ'] }])).toBe(
      'Choose programmes the college teaches',
    );
    expect(problem('intakes', [{ date: '2027-09-01', programmes: [] }])).toBe(
      'Choose at least one programme',
    );
    expect(
      problem('intakes', [
        { date: '2027-09-01', programmes: ['BA'] },
        { date: '2027-09-01', programmes: ['MA'] },
      ]),
    ).toBe('An intake date is listed twice');
    expect(problem('firstHeard', [{ group: 'Radio', sources: [] }])).toBe(
      'No such first-heard group',
    );
    expect(
      problem('firstHeard', [
        { group: 'Church', sources: ['Friend'] },
        { group: 'Person', sources: ['Friend'] },
      ]),
    ).toBe('A source is in two groups');
    expect(problem('firstContact', ['Open day'])).toBeUndefined();
  });
});

describe('intakes', () => {
  it('offers those from today on that start the programme, newest first', () => {
    expect(offeredIntakes(INTAKES, 'BA', NOW)).toEqual(['2027-09-01']);
    expect(offeredIntakes(INTAKES, 'MA', NOW)).toEqual(['2027-09-01', '2027-01-11']);
    expect(offeredIntakes(INTAKES, null, NOW)).toEqual(['2027-09-01', '2027-01-11']);
    // Today itself is still offered (compared with the UTC date).
    expect(offeredIntakes(INTAKES, 'MA', new Date('2027-01-11T23:30:00Z'))).toContain('2027-01-11');
  });

  it('says why an intake cannot be chosen', () => {
    expect(intakeProblem(INTAKES, '2027-01-11', 'MA')).toBeUndefined();
    expect(intakeProblem(INTAKES, '2027-01-11', 'BA')).toBe(
      'The BA programme does not start on 2027-01-11',
    );
    expect(intakeProblem(INTAKES, '2028-01-01', 'BA')).toBe('Choose one of the college’s intakes');
    expect(intakeProblem(INTAKES, '2027-01-11', undefined)).toBeUndefined();
  });
});

describe('first heard', () => {
  const list = defaultOptionList('firstHeard', NOW);

  it('finds the group of a source or of a group name, ignoring case and spaces', () => {
    expect(groupOfFirstHeard(list, ' instagram ')).toBe('Social media');
    expect(groupOfFirstHeard(list, 'Church')).toBe('Church');
    expect(groupOfFirstHeard(list, 'New Wine')).toBe('Conference');
    for (const group of FIRST_HEARD_GROUPS) {
      for (const source of FIRST_HEARD_SOURCES[group])
        expect(groupOfFirstHeard(list, source)).toBe(group);
    }
  });

  it('is undefined for an empty or unknown answer, and follows an edited list', () => {
    expect(groupOfFirstHeard(list, '')).toBeUndefined();
    expect(groupOfFirstHeard(list, null)).toBeUndefined();
    expect(groupOfFirstHeard(list, 'A poster')).toBeUndefined();
    const edited = [...list, { group: 'Other media' as const, sources: ['A poster'] }];
    expect(groupOfFirstHeard(edited, 'a poster')).toBe('Other media');
  });

  it('lists every source in group order; a value is listed ignoring case', () => {
    expect(firstHeardSources(list)).toContain('Instagram');
    expect(firstHeardSources(list)).toContain('New Wine');
    expect(isListed(['KTE'], ' kte ')).toBe(true);
    expect(isListed(['KTE'], 'Open day')).toBe(false);
  });
});
