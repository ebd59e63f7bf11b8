import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countries, countryName } from './countries';
import { invoicedFeePounds } from './invoiced-fee';
import { detailProblems, NO_DETAILS, studentHesaDetailsSchema, validSid } from './student-details';

describe('studentHesaDetailsSchema', () => {
  it('turns empty answers into null and trims the rest', () => {
    const parsed = studentHesaDetailsSchema.parse({
      sid: '  ',
      legalSex: '',
      nationality: ' gb ',
      feeEligibility: 'Eligible',
    });
    expect(parsed).toEqual({
      sid: null,
      legalSex: null,
      nationality: 'GB',
      highestQualification: null,
      feeEligibility: 'Eligible',
    });
  });
  it('accepts a 17-digit SID and a legacy 13-digit HUSID, nothing else', () => {
    expect(studentHesaDetailsSchema.parse({ sid: '24123456789012345' }).sid).toBe(
      '24123456789012345',
    );
    expect(studentHesaDetailsSchema.parse({ sid: '1234567890123' }).sid).toBe('1234567890123');
    for (const sid of ['123', '2412345678901234X', '241234567890123456', '12345 67890123']) {
      const result = studentHesaDetailsSchema.safeParse({ sid });
      expect(result.success, sid).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['sid']);
      expect(result.error?.issues[0]?.message).toMatch(/17 digits/);
    }
  });
  it('refuses values not on the lists, naming the field', () => {
    const result = studentHesaDetailsSchema.safeParse({
      legalSex: 'Unknown',
      nationality: 'QQ',
      highestQualification: 'Degree',
      feeEligibility: 'Maybe',
    });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'feeEligibility',
      'highestQualification',
      'legalSex',
      'nationality',
    ]);
  });
});

describe('detailProblems', () => {
  it('lists the SID and every missing detail of a student with none held', () => {
    expect(detailProblems(undefined).map((p) => [p.rule, p.field])).toEqual([
      ['sid', 'SID'],
      ['missing:SEXID', 'SEXID'],
      ['missing:NATION', 'NATION'],
      ['missing:HIGHESTQOE', 'HIGHESTQOE'],
      ['missing:FEEELIG', 'FEEELIG'],
    ]);
  });
  it('has nothing to say of a complete record, and flags a malformed SID', () => {
    const complete = {
      sid: '24123456789012345',
      legalSex: 'Female',
      nationality: 'GB',
      highestQualification: 'A levels',
      feeEligibility: 'Eligible',
    } as const;
    expect(detailProblems(complete)).toEqual([]);
    expect(detailProblems({ ...complete, sid: '123' }).map((p) => p.rule)).toEqual(['sid']);
    expect(validSid('1234567890123')).toBe(true);
    expect(detailProblems({ ...NO_DETAILS, sid: complete.sid }).map((p) => p.rule)).not.toContain(
      'sid',
    );
  });
});

describe('countries', () => {
  it('lists each ISO code once, with an English name', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countries().find((c) => c.code === 'FR')?.name).toBe('France');
  });
});

describe('invoicedFeePounds', () => {
  const invoice = (id: string, lines: unknown, cancelledOn: string | null = null) => ({
    id,
    engagementId: 'E1',
    sessionId: '2025-26',
    cancelledOn,
    lines,
  });
  it('is the tuition line of the newest standing tuition invoice, in whole pounds', () => {
    const first = invoice('E1-2025-26-tuition', [{ description: 'Tuition', amountPence: 350050 }]);
    expect(invoicedFeePounds([first], 'E1', '2025-26')).toBe(3501);
    const second = invoice('E1-2025-26-tuition-2', [
      { description: 'Tuition', amountPence: 400000 },
      { description: 'Admin', amountPence: 5000, itemCode: 'A' },
      { description: 'Paid on earlier invoices', amountPence: -100000 },
    ]);
    expect(invoicedFeePounds([second, first], 'E1', '2025-26')).toBe(4000);
    expect(
      invoicedFeePounds([first, { ...second, cancelledOn: '2025-10-01' }], 'E1', '2025-26'),
    ).toBe(3501);
  });
  it('is undefined with no tuition invoice of that engagement and year', () => {
    const residential = invoice('E1-2025-26-residential', [{ amountPence: 9000 }]);
    expect(invoicedFeePounds([residential], 'E1', '2025-26')).toBeUndefined();
    expect(
      invoicedFeePounds([invoice('E1-2025-26-tuition', [{ amountPence: 1 }])], 'E1', '2024-25'),
    ).toBeUndefined();
  });
});
