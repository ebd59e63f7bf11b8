import { describe, expect, it } from 'vitest';
import { isSharedWithTutor, sharedSupportOf } from './support-sharing';

const answers = {
  needs: ['Dyslexia'],
  details: 'Needs extra reading time',
  supportPlan: 'yes',
  consentToShare: true,
};

describe('sharedSupportOf', () => {
  it('gives the summary of a learning-support form the student agreed to share', () => {
    expect(sharedSupportOf({ formId: 'learning-support', data: answers })).toEqual({
      needs: ['Dyslexia'],
      details: 'Needs extra reading time',
      supportPlan: 'yes',
    });
  });

  it('shares nothing without consent, or when consent is withdrawn', () => {
    const data = { ...answers, consentToShare: false };
    expect(sharedSupportOf({ formId: 'learning-support', data })).toBeUndefined();
    const { consentToShare: _omitted, ...silent } = answers;
    expect(isSharedWithTutor({ formId: 'learning-support', data: silent })).toBe(false);
  });

  it('never shares another form, even one that says consentToShare', () => {
    expect(isSharedWithTutor({ formId: 'hesadata', data: answers })).toBe(false);
    expect(isSharedWithTutor({ formId: 'learning-support', data: null })).toBe(false);
  });
});
