import { describe, expect, it } from 'vitest';
import {
  INTERRUPTION_CATEGORIES,
  interruptionCode,
  interruptionCodeSchema,
  interruptionLabel,
} from './interruptions';

const TABLE = [
  ['03', 'Transferring to another Institution'],
  ['04', 'Health Reasons'],
  ['06', 'Financial Reasons'],
  ['07', 'Personal Reasons'],
  ['10', 'Gone into Employment'],
  ['11', 'Other'],
] as const;

describe('interruption categories', () => {
  it('lists the categories of spec §9 in order', () => {
    expect(INTERRUPTION_CATEGORIES.map((c) => [c.code, c.label])).toEqual(TABLE);
  });

  it.each(TABLE)('%s ⇄ %s', (code, label) => {
    expect(interruptionLabel(code)).toBe(label);
    expect(interruptionCode(label)).toBe(code);
  });

  it('looks labels up ignoring case and spaces', () => {
    expect(interruptionCode('  health reasons ')).toBe('04');
  });

  it.each(['3', '05', '', 'Health Reasons', null, undefined])(
    'has no label for code %j',
    (code) => {
      expect(interruptionLabel(code)).toBeUndefined();
    },
  );

  it.each(['Health', '04', '', null, undefined])('has no code for label %j', (label) => {
    expect(interruptionCode(label)).toBeUndefined();
  });

  it('validates codes as two-digit strings', () => {
    expect(interruptionCodeSchema.safeParse('07').success).toBe(true);
    expect(interruptionCodeSchema.safeParse('7').success).toBe(false);
    expect(interruptionCodeSchema.safeParse(7).success).toBe(false);
  });
});
