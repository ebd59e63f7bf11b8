import { describe, expect, it } from 'vitest';
import { EVIDENCE_REQUIRED_MESSAGE } from '../students/extensions';
import {
  EVIDENCE_LIMITS,
  evidenceFileProblem,
  extensionFormSchema,
  extensionLengthOf,
} from './extension-form';

const base = {
  assignment: 'e1/2026-27/m1',
  length: '7',
  reason: 'I was ill for a week',
  evidence: '',
  fileCount: 0,
  mode: 'extensions',
} as const;

const problems = (value: object) => {
  const parsed = extensionFormSchema.safeParse(value);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the extension-request form (spec §5 evidence rule)', () => {
  it('7 days in plain extensions mode needs no evidence', () => {
    expect(problems(base)).toEqual([]);
  });

  it('14, 21 and more than 21 days need evidence: a description or a file', () => {
    for (const length of ['14', '21', 'more']) {
      expect(problems({ ...base, length })).toEqual([`evidence: ${EVIDENCE_REQUIRED_MESSAGE}`]);
      expect(problems({ ...base, length, evidence: 'GP letter' })).toEqual([]);
      expect(problems({ ...base, length, fileCount: 1 })).toEqual([]);
    }
  });

  it('7 days from another mode (partner institution) needs evidence too', () => {
    expect(problems({ ...base, mode: 'partner-extensions' })).toEqual([
      `evidence: ${EVIDENCE_REQUIRED_MESSAGE}`,
    ]);
  });

  it('names each missing field and refuses more than three files', () => {
    expect(problems({ ...base, assignment: ' ', length: '10', reason: '', fileCount: 4 })).toEqual([
      'assignment: Choose the assignment you need more time for',
      'length: Choose how much extra time you need',
      'reason: Please give a reason for the extension',
      'fileCount: Attach up to 3 files',
    ]);
  });

  it('reads the radio values as lengths', () => {
    expect(['7', '14', '21', 'more'].map((v) => extensionLengthOf(v as '7'))).toEqual([
      7,
      14,
      21,
      'more',
    ]);
  });
});

describe('evidence files', () => {
  it('takes documents and images up to 10 MB', () => {
    expect(evidenceFileProblem({ name: 'GP letter.PDF', size: 1000 })).toBeUndefined();
    expect(
      evidenceFileProblem({ name: 'scan.jpeg', size: EVIDENCE_LIMITS.maxBytes }),
    ).toBeUndefined();
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    expect(evidenceFileProblem({ name: 'page.html', size: 10 })).toMatch(/send a PDF/);
    expect(evidenceFileProblem({ name: 'a.pdf', size: 0 })).toBe('a.pdf is empty');
    expect(evidenceFileProblem({ name: 'a.pdf', size: EVIDENCE_LIMITS.maxBytes + 1 })).toBe(
      'a.pdf is larger than 10 MB',
    );
  });
});
