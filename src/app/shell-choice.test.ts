import { describe, expect, it } from 'vitest';
import { shellOf } from './shell-choice';

describe('shellOf', () => {
  it('gives an account linked to a student record the student shell', () => {
    expect(shellOf({ studentId: 'student-00001' })).toBe('student');
  });

  it('gives staff, applicants and nobody the staff shell', () => {
    expect(shellOf({ studentId: null })).toBe('staff');
    expect(shellOf({})).toBe('staff');
    expect(shellOf(null)).toBe('staff');
  });
});
