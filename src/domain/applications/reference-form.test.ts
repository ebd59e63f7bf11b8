import { describe, expect, it } from 'vitest';
import { referenceAnswersSchema } from './reference-answers';
import {
  referenceFields,
  referenceFormSchema,
  referenceSubmissionSchema,
  referenceVariantOf,
} from './reference-form';

const base = {
  timeKnown: '5 years',
  timeAttendedChurch: '3 years',
  churchResponsibilities: 'Leads the youth group',
  concerns: '',
  recommended: true,
};

describe('referenceVariantOf', () => {
  it.each([
    ['GradDip-CPL', 'planting'],
    ['GradDip-SM', 'role'],
    ['FdA', 'role'],
    ['Ordinand', 'role'],
    ['BA', 'base'],
    ['MA', 'base'],
    [null, 'base'],
    [undefined, 'base'],
  ] as const)('%s asks the %s questions', (programme, variant) => {
    expect(referenceVariantOf(programme)).toBe(variant);
  });
});

describe('referenceFields', () => {
  it('asks the base questions of every reference, with what must be answered', () => {
    const fields = referenceFields('base');
    expect(fields.map((f) => f.name)).toEqual([
      'timeKnown',
      'timeAttendedChurch',
      'churchResponsibilities',
      'concerns',
      'recommended',
    ]);
    expect(fields.filter((f) => !f.required).map((f) => f.name)).toEqual(['concerns']);
  });

  it('adds the role questions, and for church planting the planting questions too', () => {
    expect(referenceFields('role').map((f) => f.name)).toContain('placementAccepted');
    expect(referenceFields('role').map((f) => f.name)).not.toContain('timeInLeadership');
    const planting = referenceFields('planting').map((f) => f.name);
    expect(planting).toContain('roomForRole');
    expect(planting.slice(-2)).toEqual(['timeInLeadership', 'churchPlantingInvolvement']);
  });
});

describe('referenceFormSchema', () => {
  it('refuses blank required answers and a missing recommendation, per field', () => {
    const result = referenceFormSchema('base').safeParse({ ...base, timeKnown: '  ' });
    expect(result.success).toBe(false);
    const missing = referenceFormSchema('base').safeParse({ ...base, recommended: undefined });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['recommended', 'Please choose yes or no'],
    ]);
  });

  it('drops the fields of another variant and keeps its output a stored reference answer', () => {
    const parsed = referenceFormSchema('base').parse({ ...base, timeInLeadership: '2 years' });
    expect(parsed).toEqual(base);
    const planting = referenceFormSchema('planting').parse({
      ...base,
      concerns: undefined,
      timeInLeadership: '2 years',
      placementAccepted: true,
    });
    expect(planting.concerns).toBe('');
    expect(referenceAnswersSchema.safeParse(planting).success).toBe(true);
  });

  it('asks the language only when references are translatable', () => {
    expect(referenceSubmissionSchema('base', true).safeParse(base).success).toBe(false);
    expect(
      referenceSubmissionSchema('base', true).safeParse({ ...base, language: 'Welsh' }).success,
    ).toBe(true);
    expect(referenceSubmissionSchema('base', false).safeParse(base).success).toBe(true);
    expect(
      referenceSubmissionSchema('base', false).safeParse({ ...base, language: 'Welsh' }).success,
    ).toBe(false);
  });
});
