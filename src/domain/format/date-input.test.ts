import { describe, expect, it } from 'vitest';
import { normalizeDateInput } from './date-input';

describe('normalizeDateInput', () => {
  it('keeps a date typed in the college format', () => {
    expect(normalizeDateInput('1990-05-17')).toBe('1990-05-17');
  });

  it('pads single digits and reads other separators in year, month, day order', () => {
    expect(normalizeDateInput(' 1990-5-7 ')).toBe('1990-05-07');
    expect(normalizeDateInput('1990/05/17')).toBe('1990-05-17');
    expect(normalizeDateInput('19900517')).toBe('1990-05-17');
  });

  it('leaves what is not a real year-first date as typed, for the schema to refuse', () => {
    expect(normalizeDateInput('17/05/1990')).toBe('17/05/1990');
    expect(normalizeDateInput('1990-02-30')).toBe('1990-02-30');
    expect(normalizeDateInput('')).toBe('');
  });
});
