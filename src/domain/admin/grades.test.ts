import { describe, expect, it } from 'vitest';
import {
  bandMaxMark,
  bandProblems,
  DEFAULT_GRADE_SCALES,
  gradeBandsSchema,
  gradeOf,
  gradeScaleInputSchema,
  scaleOfLevel,
} from './grades';

const scale = {
  bands: [
    { grade: 'F', label: 'Fail', minMark: 0 },
    { grade: 'P', label: 'Pass', minMark: 40 },
    { grade: 'D', label: 'Distinction', minMark: 70 },
  ],
};

describe('gradeOf', () => {
  it('finds the band of each mark, band edges included, whatever order the bands are in', () => {
    expect(gradeOf(0, scale)?.grade).toBe('F');
    expect(gradeOf(39, scale)?.grade).toBe('F');
    expect(gradeOf(40, scale)?.grade).toBe('P');
    expect(gradeOf(69, scale)?.grade).toBe('P');
    expect(gradeOf(70, scale)?.grade).toBe('D');
    expect(gradeOf(100, scale)?.grade).toBe('D');
  });

  it('has no grade for no mark, a mark outside 0-100, a fraction or no scale', () => {
    expect(gradeOf(null, scale)).toBeUndefined();
    expect(gradeOf(undefined, scale)).toBeUndefined();
    expect(gradeOf(-1, scale)).toBeUndefined();
    expect(gradeOf(101, scale)).toBeUndefined();
    expect(gradeOf(55.5, scale)).toBeUndefined();
    expect(gradeOf(55, undefined)).toBeUndefined();
  });
});

describe('the bands schema', () => {
  it('accepts contiguous bands and sorts them highest first', () => {
    const parsed = gradeBandsSchema.parse(scale.bands);
    expect(parsed.map((band) => band.minMark)).toEqual([70, 40, 0]);
  });

  it('refuses overlapping bands, naming the band', () => {
    const result = gradeBandsSchema.safeParse([
      ...scale.bands,
      { grade: 'M', label: '', minMark: 40 },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([3, 'minMark']);
    expect(result.error?.issues[0]?.message).toBe('Two bands start at 40: bands cannot overlap');
  });

  it('refuses a gap at the bottom, marks outside 0-100, an empty scale and a grade twice', () => {
    expect(bandProblems([{ grade: 'P', label: '', minMark: 40 }])).toEqual([
      { index: undefined, message: 'The lowest band must start at 0' },
    ]);
    expect(gradeBandsSchema.safeParse([{ grade: 'P', label: '', minMark: 101 }]).success).toBe(
      false,
    );
    expect(gradeBandsSchema.safeParse([{ grade: 'P', label: '', minMark: -1 }]).success).toBe(
      false,
    );
    expect(gradeBandsSchema.safeParse([]).success).toBe(false);
    expect(
      bandProblems([
        { grade: 'P', label: '', minMark: 0 },
        { grade: 'p', label: '', minMark: 50 },
      ]),
    ).toEqual([{ index: 1, message: 'Grade p is used twice' }]);
  });

  it('refuses unknown fields and a scale without a name', () => {
    expect(gradeScaleInputSchema.safeParse({ name: ' ', bands: scale.bands }).success).toBe(false);
    expect(
      gradeScaleInputSchema.safeParse({ name: 'S', bands: scale.bands, level: '4' }).success,
    ).toBe(false);
  });
});

describe('bandMaxMark and scaleOfLevel', () => {
  it('gives each band its highest mark', () => {
    expect(scale.bands.map((band) => bandMaxMark(scale.bands, band))).toEqual([39, 69, 100]);
  });

  it('finds the scale of a module level given as a number or text', () => {
    expect(scaleOfLevel(DEFAULT_GRADE_SCALES, 7)?.name).toBe('Postgraduate');
    expect(scaleOfLevel(DEFAULT_GRADE_SCALES, '4')?.id).toBe('level-4');
    expect(scaleOfLevel(DEFAULT_GRADE_SCALES, 9)).toBeUndefined();
    expect(scaleOfLevel(DEFAULT_GRADE_SCALES, null)).toBeUndefined();
  });

  it('starts with a valid scale for every module level', () => {
    for (const defaults of DEFAULT_GRADE_SCALES) {
      expect(bandProblems(defaults.bands)).toEqual([]);
    }
    expect(DEFAULT_GRADE_SCALES.map((s) => s.level)).toEqual(['3', '4', '5', '6', '7']);
  });
});
