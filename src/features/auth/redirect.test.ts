import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirect('/students/enrolled?q=ann#top')).toBe('/students/enrolled?q=ann#top');
  });

  it.each([
    null,
    undefined,
    '',
    'students',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/ /evil.example',
    'javascript:alert(1)',
  ])('falls back to / for %s', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });
});
