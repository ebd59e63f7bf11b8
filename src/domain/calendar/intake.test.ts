import { describe, expect, it } from 'vitest';
import { intakeMapSchema, isNormalIntake, parseIntakeDate, sortIntakes } from './intake';

describe('parseIntakeDate', () => {
  it.each([
    ['2025-09-15', '2025-09-15T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2026-01-05', '2026-01-05T00:00:00.000Z'],
  ])('reads %s as midnight UTC', (input, iso) => {
    expect(parseIntakeDate(input)?.toISOString()).toBe(iso);
  });

  it.each([
    '2025-02-29',
    '2025-13-01',
    '2025-04-31',
    '2025-9-15',
    '25-09-15',
    '2025-09-15T00:00:00Z',
    '',
    'September',
  ])('refuses %s', (input) => {
    expect(parseIntakeDate(input)).toBeUndefined();
  });
});

describe('isNormalIntake (spec §5)', () => {
  it.each([
    ['2025-09-15', true],
    ['2025-09-', true],
    ['2026-01-10', false],
    ['2025-10-09', false],
    ['25-09-15', false],
    ['12025-09-15', false],
    [' 2025-09-15', false],
  ])('%s → %s', (input, expected) => {
    expect(isNormalIntake(input)).toBe(expected);
  });
});

describe('intakeMapSchema', () => {
  it('accepts date keys with lists of programme codes', () => {
    const map = { '2025-09-15': ['BA', 'MA'], '2026-01-10': [] };
    expect(intakeMapSchema.parse(map)).toEqual(map);
  });

  it.each([[{ '2025-9-15': ['BA'] }], [{ '2025-09-15': 'BA' }], [{ '2025-09-15': [''] }]])(
    'refuses %j',
    (map) => {
      expect(intakeMapSchema.safeParse(map).success).toBe(false);
    },
  );
});

describe('sortIntakes', () => {
  const map = {
    '2024-09-16': ['BA'],
    '2026-01-12': ['MA'],
    '2025-09-15': ['BA', 'CertHE'],
    '2025-01-13': ['MA'],
  };

  it('orders newest first', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(sortIntakes(map, { now }).map((i) => i.date)).toEqual([
      '2026-01-12',
      '2025-09-15',
      '2025-01-13',
      '2024-09-16',
    ]);
  });

  it('keeps the programmes of each intake', () => {
    const [first] = sortIntakes({ '2025-09-15': ['BA', 'CertHE'] }, { now: new Date(0) });
    expect(first).toEqual({ date: '2025-09-15', programmes: ['BA', 'CertHE'] });
  });

  it('with futureOnly keeps dates strictly after the current UTC date', () => {
    // 23:30 UTC on 14 September: 15 September is tomorrow, so it stays.
    const now = new Date('2025-09-14T23:30:00Z');
    expect(sortIntakes(map, { futureOnly: true, now }).map((i) => i.date)).toEqual([
      '2026-01-12',
      '2025-09-15',
    ]);
  });

  it('with futureOnly drops an intake starting today', () => {
    const now = new Date('2025-09-15T00:00:00Z');
    expect(sortIntakes(map, { futureOnly: true, now }).map((i) => i.date)).toEqual(['2026-01-12']);
  });

  it('drops keys that are not dates and handles an empty map', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(sortIntakes({ soon: ['BA'], '2025-09-15': [] }, { now }).map((i) => i.date)).toEqual([
      '2025-09-15',
    ]);
    expect(sortIntakes({}, { now, futureOnly: true })).toEqual([]);
  });
});
