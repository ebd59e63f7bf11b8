import { describe, expect, it } from 'vitest';
import { isValidPartnerId, PARTNER_ID_PATTERN, partnerIdSchema } from './partner-id';

describe('partner ID (spec §5)', () => {
  it.each(['1234567', '0000001', ' 7654321 '])('accepts %j', (value) => {
    expect(isValidPartnerId(value)).toBe(true);
  });

  it('keeps leading zeros and trims spaces', () => {
    expect(partnerIdSchema.parse(' 0012345')).toBe('0012345');
  });

  it.each(['123456', '12345678', '12345a7', '', '123 4567', '١٢٣٤٥٦٧', '+123456'])(
    'refuses %j with the spec message',
    (value) => {
      const result = partnerIdSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Partner ID must be a 7-digit number');
    },
  );

  it.each([1234567, null, undefined])('refuses non-text %j with the spec message', (value) => {
    expect(isValidPartnerId(value)).toBe(false);
    expect(partnerIdSchema.safeParse(value).error?.issues[0]?.message).toBe(
      'Partner ID must be a 7-digit number',
    );
  });

  it('exposes the pattern', () => {
    expect(PARTNER_ID_PATTERN.test('7654321')).toBe(true);
    expect(PARTNER_ID_PATTERN.test('7654321\n')).toBe(false);
  });
});
