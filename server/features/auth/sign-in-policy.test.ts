import { describe, expect, it } from 'vitest';
import {
  delayAfter,
  type RecentFailures,
  SIGN_IN_THROTTLE,
  type SignInHistory,
  secondsToWait,
  waitText,
} from './sign-in-policy';

const NOW = Date.parse('2026-09-01T09:00:00Z');
const none: RecentFailures = { count: 0, lastAt: null };
const failures = (count: number, secondsAgo = 0): RecentFailures => ({
  count,
  lastAt: NOW - secondsAgo * 1000,
});
const history = (parts: Partial<SignInHistory>): SignInHistory => ({
  accountFromAddress: none,
  address: none,
  account: none,
  knownAddress: false,
  ...parts,
});

describe('delayAfter', () => {
  it('waits nothing for the first failures, then doubles from a second to 15 minutes', () => {
    const delays = Array.from({ length: 16 }, (_, count) => delayAfter(count, 3));
    expect(delays).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    expect(delayAfter(10_000, 3)).toBe(SIGN_IN_THROTTLE.maxDelaySeconds);
  });
});

describe('secondsToWait', () => {
  it('lets an address try again once its wait after the last failure is over', () => {
    expect(secondsToWait(history({ accountFromAddress: failures(2) }), NOW)).toBe(0);
    expect(secondsToWait(history({ accountFromAddress: failures(3) }), NOW)).toBe(1);
    expect(secondsToWait(history({ accountFromAddress: failures(5, 1) }), NOW)).toBe(3);
    expect(secondsToWait(history({ accountFromAddress: failures(5, 4) }), NOW)).toBe(0);
    expect(secondsToWait(history({ accountFromAddress: failures(20, 60) }), NOW)).toBe(840);
  });

  it('holds back an address trying many accounts after 30 failures', () => {
    expect(secondsToWait(history({ address: failures(29) }), NOW)).toBe(0);
    expect(secondsToWait(history({ address: failures(30) }), NOW)).toBe(1);
    expect(secondsToWait(history({ address: failures(33) }), NOW)).toBe(8);
  });

  it('holds back unknown addresses of an account guessed from everywhere, never its owner’s', () => {
    const attacked = { account: failures(120) };
    expect(secondsToWait(history({ account: failures(99) }), NOW)).toBe(0);
    expect(secondsToWait(history(attacked), NOW)).toBe(900);
    expect(secondsToWait(history({ ...attacked, knownAddress: true }), NOW)).toBe(0);
    // The owner's own typing mistakes at a known address still count.
    expect(
      secondsToWait(
        history({ ...attacked, knownAddress: true, accountFromAddress: failures(4) }),
        NOW,
      ),
    ).toBe(2);
  });

  it('answers the longest wait of the rules', () => {
    const both = history({ accountFromAddress: failures(4), address: failures(32) });
    expect(secondsToWait(both, NOW)).toBe(4);
  });
});

describe('waitText', () => {
  it('says seconds below a minute, whole minutes above', () => {
    expect([1, 2, 59, 60, 61, 900].map(waitText)).toEqual([
      '1 second',
      '2 seconds',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '15 minutes',
    ]);
  });
});
