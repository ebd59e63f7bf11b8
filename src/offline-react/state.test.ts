import { describe, expect, it } from 'vitest';
import { hasDeviceNotice } from './state';

const quiet = {
  updateAvailable: false,
  wiped: false,
  storeLost: null,
  notQueued: [],
  signedOutElsewhere: false,
};

describe('device notices', () => {
  it('are loaded only when there is something to say', () => {
    expect(hasDeviceNotice(quiet)).toBe(false);
    expect(
      hasDeviceNotice({ ...quiet, storeLost: { entries: 1, drafts: 0, restored: true } }),
    ).toBe(true);
    expect(hasDeviceNotice({ ...quiet, notQueued: [{}] })).toBe(true);
    expect(hasDeviceNotice({ ...quiet, signedOutElsewhere: true })).toBe(true);
    expect(hasDeviceNotice({ ...quiet, wiped: true })).toBe(true);
  });
});
