import { describe, expect, it } from 'vitest';
import {
  canDecide,
  canWithdraw,
  evidenceFilesOf,
  isStudentRequestType,
  REQUEST_STATUSES,
  requestDecisionSchema,
  STUDENT_REQUEST_TYPES,
  takesEvidenceFiles,
} from './requests';

describe('request statuses', () => {
  it.each(REQUEST_STATUSES)('%s can be withdrawn and decided only when Pending', (status) => {
    expect(canWithdraw(status)).toBe(status === 'Pending');
    expect(canDecide(status)).toBe(status === 'Pending');
  });

  it('knows the request types', () => {
    expect(STUDENT_REQUEST_TYPES).toEqual([
      'deferral-waiver',
      'recording',
      'study-break',
      'withdrawal',
      'extension',
      'ios',
      'plan-change',
      'payment-difficulty',
    ]);
    expect(isStudentRequestType('ios')).toBe(true);
    expect(isStudentRequestType('refund')).toBe(false);
  });
});

describe('requestDecisionSchema', () => {
  it('approves without a reason', () => {
    expect(requestDecisionSchema.parse({ decision: 'Approved' })).toEqual({ decision: 'Approved' });
  });

  it('needs a reason to reject', () => {
    for (const reason of [undefined, '', '   ']) {
      expect(
        requestDecisionSchema.safeParse({ decision: 'Rejected', reason }).error?.issues,
      ).toEqual([
        expect.objectContaining({
          path: ['reason'],
          message: 'Give a reason for rejecting the request: the student will see it',
        }),
      ]);
    }
    expect(
      requestDecisionSchema.parse({ decision: 'Rejected', reason: 'No evidence was provided.' }),
    ).toEqual({ decision: 'Rejected', reason: 'No evidence was provided.' });
  });

  it('accepts only Approved or Rejected', () => {
    expect(requestDecisionSchema.safeParse({ decision: 'Pending' }).error?.issues[0]?.message).toBe(
      'Choose whether to approve or reject the request',
    );
  });
});

describe('evidenceFilesOf', () => {
  it('reads the named files of a request and skips anything malformed', () => {
    expect(
      evidenceFilesOf({
        data: {
          evidenceFiles: [
            { id: 'f1', fileName: 'gp-letter.pdf', size: 10 },
            { id: 2, fileName: 'x' },
            null,
            'f3',
          ],
        },
      }),
    ).toEqual([{ id: 'f1', fileName: 'gp-letter.pdf', size: 10 }]);
  });

  it('gives none without data or files', () => {
    expect(evidenceFilesOf({})).toEqual([]);
    expect(evidenceFilesOf({ data: null })).toEqual([]);
    expect(evidenceFilesOf({ data: { evidenceFiles: 'no' } })).toEqual([]);
  });
});

describe('takesEvidenceFiles', () => {
  it('is true for deferrals and waivers, false for the other general requests', () => {
    expect(takesEvidenceFiles('deferral-waiver')).toBe(true);
    for (const type of ['recording', 'study-break', 'withdrawal', 'ios', 'unknown']) {
      expect(takesEvidenceFiles(type)).toBe(false);
    }
  });
});
