// The sign-in throttling policy (README "Sign-in throttling"), pure: what the failures counted
// in the database mean for the next attempt. No account is ever locked from every address: the
// source that guesses is held back, the account's owner elsewhere is not.

/** One throttling rule: failures counted over a window, the first `free` of them without a wait. */
export interface ThrottleRule {
  free: number;
  windowMinutes: number;
}

export const SIGN_IN_THROTTLE = {
  /** One address guessing one account's password: held back after 3 wrong passwords. */
  accountFromAddress: { free: 3, windowMinutes: 24 * 60 },
  /** One address trying many accounts (password spraying; a college's shared address). */
  address: { free: 30, windowMinutes: 15 },
  /**
   * One account guessed from many addresses: after 100 failures in a day, addresses it has not
   * signed in from are held back too; the owner at an address they signed in from never is.
   */
  account: { free: 100, windowMinutes: 24 * 60 },
  /** An address the account signed in from within this many days is the owner's. */
  knownAddressDays: 90,
  /** The first wait, doubled at every further failure, up to the longest. */
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
} as const satisfies Record<string, ThrottleRule | number>;

/**
 * Seconds to wait after the last of `failures` recent failures before trying again: none while
 * fewer than `free`, then 1, 2, 4, 8 … seconds, at most 15 minutes (the source is then locked out
 * of the account, one attempt per 15 minutes, until its failures are a day old).
 */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  const { firstDelaySeconds, maxDelaySeconds } = SIGN_IN_THROTTLE;
  const doublings = Math.min(failures - free, 30);
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** doublings);
}

/** Failures counted within a rule's window, and when the last of them was (ms since epoch). */
export interface RecentFailures {
  count: number;
  lastAt: number | null;
}

/** What the database knows about an attempt: its account, its address, and the two together. */
export interface SignInHistory {
  accountFromAddress: RecentFailures;
  address: RecentFailures;
  account: RecentFailures;
  /** The account signed in from this address lately: the owner's, never held back by others. */
  knownAddress: boolean;
}

function remaining(failures: RecentFailures, rule: ThrottleRule, now: number): number {
  if (failures.lastAt === null) return 0;
  const until = failures.lastAt + delayAfter(failures.count, rule.free) * 1000;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Whole seconds before this attempt may be made (0: now); the longest wait of the rules. */
export function secondsToWait(history: SignInHistory, now: number): number {
  const waits = [
    remaining(history.accountFromAddress, SIGN_IN_THROTTLE.accountFromAddress, now),
    remaining(history.address, SIGN_IN_THROTTLE.address, now),
    history.knownAddress ? 0 : remaining(history.account, SIGN_IN_THROTTLE.account, now),
  ];
  return Math.max(...waits);
}

/** "12 seconds", "1 minute", "15 minutes": how long, for the 429's message. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
