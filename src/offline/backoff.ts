/** The first retry waits this long. */
export const FIRST_RETRY_MS = 2_000;
/** No retry waits longer than this. */
export const MAX_RETRY_MS = 5 * 60_000;
/** Each delay is moved by up to this fraction either way. */
export const RETRY_JITTER = 0.2;

/**
 * How long to wait before the next attempt after `attempts` failed ones: 2 s, 4 s, 8 s, … doubled
 * per attempt, ±20% jitter (so devices that lost the network together do not retry together),
 * never more than 5 minutes (the cap applies after the jitter, so it is a true ceiling).
 */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30);
  const base = Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
  const jitter = 1 + (random() * 2 - 1) * RETRY_JITTER;
  return Math.round(Math.min(base * jitter, MAX_RETRY_MS));
}
