import { describe, expect, it } from 'vitest';
import { answersOf, NOT_ANSWERED } from './answers';
import { intentionsForm } from './enrolment';
import { learningSupportForm } from './learning-support';

describe('answersOf', () => {
  it('shows each answer with the form’s labels, lists joined, booleans as Yes/No', () => {
    const answers = answersOf(learningSupportForm.fields, {
      needs: ['Dyslexia', 'ADHD'],
      details: 'Extra time',
      consentToShare: false,
    });
    expect(answers.map((a) => a.answer)).toEqual([
      'Dyslexia, ADHD',
      'Extra time',
      NOT_ANSWERED,
      'No',
    ]);
    expect(answers[0]?.label).toBe('Which of these apply to you?');
  });

  it('numbers the items of a list and uses option labels', () => {
    const answers = answersOf(intentionsForm.fields, {
      intentions: [
        { level: '4', choice: 'Continue' },
        { level: '5', choice: 'Exit award', exitAward: 'CertHE' },
      ],
    });
    const choices = answers.filter((a) => a.key.endsWith('.choice'));
    expect(choices.map((a) => [a.label, a.answer])).toEqual([
      ['After this level I intend to (1)', 'Continue to the next level'],
      ['After this level I intend to (2)', 'Leave with an exit award'],
    ]);
  });

  it('shows nothing of a list the student has not answered', () => {
    expect(answersOf(intentionsForm.fields, {})).toEqual([]);
  });
});
