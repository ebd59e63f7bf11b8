import { describe, expect, it } from 'vitest';
import { consentHolds, mayContactFor } from './consent';

describe('consentHolds', () => {
  const given = { purpose: 'Fundraising', givenOn: '2025-03-01' };
  it('holds from the day it is given, not before', () => {
    expect(consentHolds(given, '2025-02-28')).toBe(false);
    expect(consentHolds(given, '2025-03-01')).toBe(true);
  });
  it('stops holding on the day it is withdrawn', () => {
    const withdrawn = { ...given, withdrawnOn: '2026-01-10' };
    expect(consentHolds(withdrawn, '2026-01-09')).toBe(true);
    expect(consentHolds(withdrawn, '2026-01-10')).toBe(false);
    expect(consentHolds({ ...given, withdrawnOn: null }, '2030-01-01')).toBe(true);
  });
});

describe('mayContactFor', () => {
  const consents = [
    { purpose: 'Post', givenOn: '2024-01-01' },
    { purpose: 'Fundraising', givenOn: '2024-01-01', withdrawnOn: '2026-06-01' },
  ];
  it('needs a holding consent for that very purpose', () => {
    expect(mayContactFor(consents, 'Post', '2026-11-27')).toBe(true);
    expect(mayContactFor(consents, 'Phone', '2026-11-27')).toBe(false);
  });
  it('a withdrawn consent no longer allows the purpose', () => {
    expect(mayContactFor(consents, 'Fundraising', '2026-05-31')).toBe(true);
    expect(mayContactFor(consents, 'Fundraising', '2026-11-27')).toBe(false);
  });
});
