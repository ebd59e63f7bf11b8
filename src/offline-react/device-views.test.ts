// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetDeviceViews, readDeviceView, writeDeviceView } from './device-views';

const isList = (value: unknown): value is string[] => Array.isArray(value);

afterEach(() => localStorage.clear());

describe('device views', () => {
  it('reads back what was saved for the same user and version', () => {
    writeDeviceView('menu', 'user-1', 1, ['a', 'b']);
    expect(readDeviceView('menu', 'user-1', 1, isList)).toEqual(['a', 'b']);
  });

  it("gives nothing for another user's copy, an older version or a wrong shape", () => {
    writeDeviceView('menu', 'user-1', 1, ['a']);
    expect(readDeviceView('menu', 'user-2', 1, isList)).toBeUndefined();
    expect(readDeviceView('menu', 'user-1', 2, isList)).toBeUndefined();
    writeDeviceView('menu', 'user-1', 1, { not: 'a list' });
    expect(readDeviceView('menu', 'user-1', 1, isList)).toBeUndefined();
  });

  it('ignores a damaged copy', () => {
    localStorage.setItem('collegium.view.menu', '{not json');
    expect(readDeviceView('menu', 'user-1', 1, isList)).toBeUndefined();
  });

  it('forgets every saved view on sign-out, and nothing else', () => {
    writeDeviceView('menu', 'user-1', 1, ['a']);
    writeDeviceView('forms-dashboard', 'user-1', 1, ['b']);
    localStorage.setItem('collegium.ui', '{}');
    forgetDeviceViews();
    expect(readDeviceView('menu', 'user-1', 1, isList)).toBeUndefined();
    expect(readDeviceView('forms-dashboard', 'user-1', 1, isList)).toBeUndefined();
    expect(localStorage.getItem('collegium.ui')).toBe('{}');
  });
});
