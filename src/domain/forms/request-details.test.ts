import { describe, expect, it } from 'vitest';
import { requestDetails } from './request-details';
import { REQUEST_TYPE_LABELS, requestTypeLabel, STUDENT_REQUEST_TYPES } from './requests';

describe('requestDetails', () => {
  it("labels a request's answers with its form's labels, in the form's order", () => {
    expect(
      requestDetails('recording', {
        reason: 'Illness',
        session: 'Old Testament 1',
        sessionDate: '2025-10-01',
        details: '',
      }),
    ).toEqual([
      { label: 'Date of the session', value: '2025-10-01' },
      { label: 'Session', value: 'Old Testament 1' },
      { label: 'Why do you need it?', value: 'Illness' },
    ]);
  });

  it('reads ticks, lists, option labels and answers the form does not name', () => {
    expect(
      requestDetails('study-break', {
        startDate: '2026-01-05',
        acknowledgement: true,
        evidenceFiles: [{ id: 'f1' }],
        note: null,
        extra: ['a', 'b'],
      }),
    ).toEqual([
      { label: 'First day of the break', value: '2026-01-05' },
      expect.objectContaining({ value: 'Yes' }),
      { label: 'evidenceFiles', value: '{"id":"f1"}' },
      { label: 'extra', value: 'a, b' },
    ]);
    expect(requestDetails('withdrawal', { confirm: false }).at(-1)).toEqual({
      label: 'confirm',
      value: 'No',
    });
  });

  it('shows an unknown type or no data plainly', () => {
    expect(requestDetails('holiday', { where: 'Spain' })).toEqual([
      { label: 'where', value: 'Spain' },
    ]);
    expect(requestDetails('recording', null)).toEqual([]);
  });

  it('names every request type', () => {
    expect(Object.keys(REQUEST_TYPE_LABELS)).toEqual([...STUDENT_REQUEST_TYPES]);
    expect(requestTypeLabel('ios')).toBe('Interruption of studies');
    expect(requestTypeLabel('holiday')).toBe('holiday');
  });
});
