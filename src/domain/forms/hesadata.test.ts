import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CARE_LEAVER_ANSWERS,
  DISABILITIES,
  ETHNICITIES,
  GENDER_IDENTITY_ANSWERS,
  type HesaDataInput,
  hesaDataSchema,
  hesaQuestions,
  PARENTAL_EDUCATION_ANSWERS,
  PREFER_NOT_TO_SAY,
  RELIGIONS,
  SEXUAL_ORIENTATIONS,
} from './hesadata';

function issues(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));
}

const valid: HesaDataInput = {
  ethnicity: 'Black or Black British - African',
  disabilities: ['Learning difference such as dyslexia, dyspraxia or AD(H)D'],
  religion: 'Christian - Pentecostal',
  sexualOrientation: 'Heterosexual or straight',
  genderIdentity: 'Yes',
  parentalEducation: 'No',
  careLeaver: 'No',
};

describe('hesaDataSchema', () => {
  it('accepts realistic answers', () => {
    expect(hesaDataSchema.parse(valid)).toEqual(valid);
  });

  it('offers "Prefer not to say" on every question, and accepts it everywhere', () => {
    for (const answers of [
      ETHNICITIES,
      DISABILITIES,
      RELIGIONS,
      SEXUAL_ORIENTATIONS,
      GENDER_IDENTITY_ANSWERS,
      PARENTAL_EDUCATION_ANSWERS,
      CARE_LEAVER_ANSWERS,
    ]) {
      expect(answers).toContain(PREFER_NOT_TO_SAY);
    }
    const declined = {
      ethnicity: PREFER_NOT_TO_SAY,
      disabilities: [PREFER_NOT_TO_SAY],
      religion: PREFER_NOT_TO_SAY,
      sexualOrientation: PREFER_NOT_TO_SAY,
      genderIdentity: PREFER_NOT_TO_SAY,
      parentalEducation: PREFER_NOT_TO_SAY,
      careLeaver: PREFER_NOT_TO_SAY,
    };
    expect(hesaDataSchema.parse(declined)).toEqual(declined);
  });

  it('accepts several disabilities, but not with "Prefer not to say"', () => {
    const two = [DISABILITIES[1], DISABILITIES[4]];
    expect(hesaDataSchema.parse({ ...valid, disabilities: two }).disabilities).toEqual(two);
    expect(
      issues(hesaDataSchema, { ...valid, disabilities: [DISABILITIES[1], PREFER_NOT_TO_SAY] }),
    ).toEqual([
      {
        path: ['disabilities'],
        message: 'Choose "No known impairment" or "Prefer not to say" only on its own',
      },
    ]);
  });

  it('asks for an answer, pointing to "Prefer not to say"', () => {
    expect(issues(hesaDataSchema, { ...valid, ethnicity: '', disabilities: [] })).toEqual([
      { path: ['ethnicity'], message: 'Choose your ethnic group, or "Prefer not to say"' },
      {
        path: ['disabilities'],
        message: 'Answer the question about disability, or "Prefer not to say"',
      },
    ]);
    expect(issues(hesaDataSchema, { ...valid, careLeaver: undefined })).toEqual([
      {
        path: ['careLeaver'],
        message: 'Answer the question about time in care, or "Prefer not to say"',
      },
    ]);
  });
});

describe('hesaQuestions', () => {
  it('lists the seven questions with their answers, help only where given', () => {
    const questions = hesaQuestions();
    expect(questions.map((q) => q.name)).toEqual([
      'ethnicity',
      'disabilities',
      'religion',
      'sexualOrientation',
      'genderIdentity',
      'parentalEducation',
      'careLeaver',
    ]);
    expect(questions[0]).toMatchObject({ label: 'Ethnic group', type: 'select' });
    expect(questions[0]?.options).toHaveLength(ETHNICITIES.length);
    expect(questions[0]).not.toHaveProperty('help');
    expect(questions[1]).toMatchObject({ type: 'checkbox', help: 'Tick all that apply' });
  });
});
