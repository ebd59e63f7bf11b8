import { describe, expect, it } from 'vitest';
import { fieldOfRule, fixOf } from './problems';
import {
  FACT_SCHEMAS,
  missingFacts,
  missingOfReturn,
  moduleFactsSchema,
  programmeFactsSchema,
  slugOf,
  venueFactsSchema,
} from './reference-facts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the formats of the facts', () => {
  it('takes a UKPRN of 8 digits starting with 1, and nothing else', () => {
    expect(FACT_SCHEMAS.provider.safeParse({ ukprn: ' 10099999 ' }).data).toEqual({
      ukprn: '10099999',
    });
    for (const ukprn of ['20099999', '1009999', '100999999', '1009999A']) {
      expect(FACT_SCHEMAS.provider.safeParse({ ukprn }).success, ukprn).toBe(false);
    }
  });
  it('checks QUALCAT, HECoS and cost centre codes', () => {
    const good = programmeFactsSchema.safeParse({
      qualcat: 'm0002',
      awardingBody: '10007777',
      subjects: [{ code: '100794', proportion: 100 }],
    });
    expect(good.data?.qualcat).toBe('M0002');
    expect(programmeFactsSchema.safeParse({ qualcat: 'X0002' }).success).toBe(false);
    expect(programmeFactsSchema.safeParse({ qualcat: 'M002' }).success).toBe(false);
    expect(
      moduleFactsSchema.safeParse({ costCentres: [{ code: '14', proportion: 100 }] }).success,
    ).toBe(false);
    expect(
      moduleFactsSchema.safeParse({ subjects: [{ code: '10079', proportion: 100 }] }).success,
    ).toBe(false);
  });
  it('wants whole proportions adding up to 100, each code once', () => {
    const split = moduleFactsSchema.safeParse({
      costCentres: [
        { code: '142', proportion: 60 },
        { code: '131', proportion: 40 },
      ],
    });
    expect(split.success).toBe(true);
    expect(
      messages(
        moduleFactsSchema.safeParse({
          costCentres: [
            { code: '142', proportion: 60 },
            { code: '131', proportion: 30 },
          ],
        }),
      ),
    ).toContain('Proportions add up to 90, not 100');
    expect(
      messages(
        moduleFactsSchema.safeParse({
          costCentres: [
            { code: '142', proportion: 50 },
            { code: '142', proportion: 50 },
          ],
        }),
      ),
    ).toContain('Each code once');
    expect(
      moduleFactsSchema.safeParse({ costCentres: [{ code: '142', proportion: 99.5 }] }).success,
    ).toBe(false);
  });
  it('normalises postcodes and refuses what is not one', () => {
    expect(venueFactsSchema.safeParse({ name: 'Retreat', postcode: 'sw1a1aa' }).data).toEqual({
      name: 'Retreat',
      postcode: 'SW1A 1AA',
    });
    expect(venueFactsSchema.safeParse({ name: 'Retreat', postcode: 'nowhere' }).success).toBe(
      false,
    );
    expect(FACT_SCHEMAS.hub.safeParse({ postcode: 'B1 1BB' }).data).toEqual({
      postcode: 'B1 1BB',
    });
  });
  it('makes a slug of a venue name', () => {
    expect(slugOf("St Mary's Retreat House")).toBe('st-mary-s-retreat-house');
    expect(slugOf('!!!')).toBe('venue');
  });
});

describe('what the return misses', () => {
  it('lists the missing facts of each kind', () => {
    expect(missingFacts('provider', {})).toEqual(['provider:UKPRN']);
    expect(missingFacts('provider', { ukprn: '10099999' })).toEqual([]);
    expect(missingFacts('programme', { qualcat: 'H0003' })).toEqual([
      'course:AWARDINGBODYID',
      'course:QUALSUBJECT',
    ]);
    expect(missingFacts('module', { subjects: [{ code: '100794', proportion: 100 }] })).toEqual([
      'module:COSTCN',
    ]);
    expect(missingFacts('hub', {})).toEqual(['venue:POSTCODE']);
    expect(missingFacts('venue', {})).toEqual([]);
  });
  it('counts a stored value that no longer parses as missing', () => {
    expect(missingFacts('provider', { ukprn: 'bad' })).toEqual(['provider:UKPRN']);
  });
  it('gives one entry per record and rule, with its field', () => {
    const missing = missingOfReturn([
      { kind: 'module', refId: 'BT4101', facts: {} },
      {
        kind: 'module',
        refId: 'BT4102',
        facts: { costCentres: [{ code: '142', proportion: 100 }] },
      },
    ]);
    expect(missing.map((m) => `${m.refId} ${m.rule} ${m.field}`)).toEqual([
      'BT4101 module:COSTCN COSTCN',
      'BT4101 module:MODSBJ MODSBJ',
      'BT4102 module:MODSBJ MODSBJ',
    ]);
  });
});

describe('where a missing fact is fixed', () => {
  it('links the rules of the whole return to the facts tab, with their field', () => {
    for (const rule of ['course:QUALCAT', 'module:COSTCN', 'provider:UKPRN', 'venue:POSTCODE']) {
      expect(fixOf({ rule, studentId: '' }).to, rule).toBe('/hesa/mapping?tab=facts');
    }
    expect(fieldOfRule('module:COSTCN')).toBe('COSTCN');
    // A student's own rules still go to their record.
    expect(fixOf({ rule: 'leaver-date', studentId: 'S1' }).to).toBe('/students/S1');
  });
});
