import { describe, expect, it } from 'vitest';
import {
  CREDITS_PER_LEVEL,
  EXIT_AWARDS,
  exitAwardSchema,
  isNonStandard,
  isProgrammeCode,
  isReadyForDissertation,
  isTransferableAtEnd,
  levelsOf,
  PROGRAMME_CODES,
  type ProgrammeCode,
  programmeCodeSchema,
  programmeCredits,
  programmeYears,
  STUDY_PACES,
  studyPaceSchema,
} from './programmes';

// Spec §9 programme table, written out independently of the module.
const TABLE: [ProgrammeCode, string[], number][] = [
  ['Ordinand', ['4A'], 60],
  ['FdA', ['4A'], 60],
  ['CCC', ['4A'], 60],
  ['CUC', ['4A'], 60],
  ['CertHE', ['4A', '4B'], 120],
  ['BA', ['4A', '4B', '5A', '5B', '6A', '6B'], 360],
  ['GradCert', ['6A'], 60],
  ['GradDip', ['6A', '6B'], 120],
  ['GradDip-CPL', ['6A', '6B'], 120],
  ['GradDip-SM', ['6A', '6B'], 120],
  ['MA', ['7A', '7B', '7X', '7Diss'], 240],
  ['ROA', ['7X'], 60],
  ['PGDip', ['7A', '7B', '7X'], 180],
  ['FC', ['3'], 60],
];

describe('programme table', () => {
  it('has exactly the programme codes of spec §9', () => {
    expect(PROGRAMME_CODES).toEqual(TABLE.map(([code]) => code));
  });

  it.each(TABLE)('%s is studied at %j worth %i credits', (code, levels, credits) => {
    expect(levelsOf(code)).toEqual(levels);
    expect(programmeCredits(code)).toBe(credits);
  });

  it('gives no levels and no credits for an unknown programme', () => {
    expect(levelsOf('DipHE' as ProgrammeCode)).toEqual([]);
    expect(programmeCredits('toString' as ProgrammeCode)).toBe(0);
  });

  it('has 60 credits per level', () => {
    expect(CREDITS_PER_LEVEL).toBe(60);
  });

  it('recognises programme codes', () => {
    expect(isProgrammeCode('GradDip-SM')).toBe(true);
    expect(isProgrammeCode('ma')).toBe(false);
    expect(isProgrammeCode('constructor')).toBe(false);
    expect(isProgrammeCode(3)).toBe(false);
    expect(programmeCodeSchema.safeParse('PGDip').success).toBe(true);
    expect(programmeCodeSchema.safeParse('PGCert').success).toBe(false);
  });
});

describe('programmeYears', () => {
  it.each([
    [{ programme: 'MA', pace: 'PT' }, 2],
    [{ programme: 'MA', pace: 'Extended' }, 3],
    [{ programme: 'MA' }, 3],
    [{ programme: 'MA', pace: null, credits: 60 }, 3],
    [{ programme: 'BA', pace: 'PT', credits: 360 }, 6],
    [{ programme: 'BA', pace: 'PT', credits: 179 }, 2],
    [{ programme: 'BA', pace: 'PT', credits: 180 }, 3],
    [{ programme: 'CertHE', pace: 'PT', credits: 59 }, 0],
    [{ programme: 'PGDip', pace: 'PT', credits: 0 }, 0],
    [{ programme: 'CertHE', pace: 'PT' }, 2],
    [{ programme: 'PGDip', pace: 'PT', credits: null }, 3],
    [{ programme: 'BA', pace: 'Extended', credits: 360 }, undefined],
    [{ programme: 'BA' }, undefined],
  ] as const)('%j → %s', (input, years) => {
    expect(programmeYears(input)).toBe(years);
  });

  it('rejects negative or non-finite credits', () => {
    expect(() => programmeYears({ programme: 'BA', pace: 'PT', credits: -60 })).toThrow(RangeError);
    expect(() => programmeYears({ programme: 'BA', pace: 'PT', credits: Number.NaN })).toThrow(
      /non-negative/,
    );
  });
});

describe('programme properties', () => {
  it.each([
    ['BA', false],
    ['GradDip', false],
    ['GradDip-CPL', false],
    ['GradDip-SM', false],
    ['MA', false],
    ['CertHE', true],
    ['PGDip', true],
    ['GradCert', true],
    ['FC', true],
    ['ROA', true],
  ] as const)('%s transferable at end: %s', (programme, expected) => {
    expect(isTransferableAtEnd(programme)).toBe(expected);
  });

  it('treats only ROA as non-standard', () => {
    expect(PROGRAMME_CODES.filter(isNonStandard)).toEqual(['ROA']);
  });

  it.each([
    ['MA', '7B', true],
    ['MA', ' 7B', true],
    ['MA', '7A', false],
    ['MA', '7Diss', false],
    ['PGDip', '7B', false],
    ['MA', undefined, false],
    ['MA', null, false],
  ] as const)('%s at %s ready for dissertation: %s', (programme, level, expected) => {
    expect(isReadyForDissertation({ programme, level })).toBe(expected);
  });
});

describe('exit awards and paces', () => {
  it('lists the exit awards of spec §9', () => {
    expect(EXIT_AWARDS).toEqual(['CCC', 'CUC', 'CertHE', 'DipHE', 'GradCert', 'PGCert', 'PGDip']);
    expect(exitAwardSchema.safeParse('DipHE').success).toBe(true);
    expect(exitAwardSchema.safeParse('BA').success).toBe(false);
  });

  it('lists the study paces of spec §9', () => {
    expect(STUDY_PACES).toEqual(['PT', 'Extended']);
    expect(studyPaceSchema.safeParse('FT').success).toBe(false);
  });
});
