import { describe, expect, it } from 'vitest';
import { feesValidationQuerySchema, fixOf, intakeDateForYear } from './fees-validation-list';

describe('fees validation list', () => {
  it('links each kind of problem to the record that fixes it', () => {
    const ids = { studentId: 's1', invoiceId: 'i1', bursaryAwardId: 'b1' };
    expect(fixOf('schedule-mismatch', ids)).toEqual({ kind: 'invoice', id: 'i1' });
    expect(fixOf('overpaid', ids)).toEqual({ kind: 'invoice', id: 'i1' });
    expect(fixOf('bursary-not-credited', ids)).toEqual({ kind: 'bursary', id: 'b1' });
    expect(fixOf('no-invoice', ids)).toEqual({ kind: 'student', id: 's1' });
    expect(fixOf('loan-without-reference', ids)).toEqual({ kind: 'student', id: 's1' });
    const bare = { studentId: 's1', invoiceId: null, bursaryAwardId: null };
    expect(fixOf('overpaid', bare)).toEqual({ kind: 'student', id: 's1' });
    expect(fixOf('bursary-not-credited', bare)).toEqual({ kind: 'student', id: 's1' });
  });

  it("puts the engagement's intake in the year asked about", () => {
    expect(intakeDateForYear('2024-09-15', '2026-27')).toBe('2026-09-15');
    expect(intakeDateForYear('2025-01-06', '2026-27')).toBe('2027-01-06');
    expect(intakeDateForYear('2025-04-06', '2026-27')).toBeNull();
    expect(intakeDateForYear('2025-09-01', 'nonsense')).toBeNull();
  });

  it('reads the query: a year, a kind, an export format', () => {
    expect(feesValidationQuerySchema.parse({ session: '2026-27', kind: 'overpaid' })).toEqual({
      session: '2026-27',
      kind: 'overpaid',
    });
    expect(feesValidationQuerySchema.safeParse({ session: '2026' }).success).toBe(false);
    expect(feesValidationQuerySchema.safeParse({ kind: 'late' }).success).toBe(false);
    expect(feesValidationQuerySchema.safeParse({ export: 'docx' }).success).toBe(false);
  });
});
