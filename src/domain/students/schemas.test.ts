import { describe, expect, it } from 'vitest';
import { currentStudentPayloadSchema, currentStudentSchema } from './schemas';

describe('current student', () => {
  it('maps location to hub', () => {
    expect(
      currentStudentPayloadSchema.parse({
        location: 'Leeds',
        programmeCode: 'FC',
        partnerId: '1234567',
      }),
    ).toEqual({ hub: 'Leeds', programmeCode: 'FC', partnerId: '1234567' });
  });

  it('leaves the partner ID out when absent', () => {
    expect(currentStudentPayloadSchema.parse({ location: 'Leeds', programmeCode: 'MA' })).toEqual({
      hub: 'Leeds',
      programmeCode: 'MA',
    });
  });

  it('requires a location and a known programme', () => {
    expect(currentStudentPayloadSchema.safeParse({ programmeCode: 'MA' }).success).toBe(false);
    expect(
      currentStudentPayloadSchema.safeParse({ location: 'Leeds', programmeCode: 'X' }).success,
    ).toBe(false);
  });

  it('validates the mapped shape', () => {
    expect(currentStudentSchema.safeParse({ hub: 'Leeds', programmeCode: 'BA' }).success).toBe(
      true,
    );
    expect(currentStudentSchema.safeParse({ location: 'Leeds', programmeCode: 'BA' }).success).toBe(
      false,
    );
  });
});
