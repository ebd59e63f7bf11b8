import pLimit from 'p-limit';
import { type XeroApi, XeroError } from './client';

// Xero's limits per organisation (developer.xero.com/faq/limits): 5 calls at once and 60 a
// minute (and 5,000 a day). Every call goes through one limiter; a 429 is waited out for its
// Retry-After and the call sent again (the same Idempotency-Key makes that safe), a few times at
// most, and never for the day's limit or a wait longer than `maxWaitMs`.

export interface XeroLimits {
  perMinute?: number;
  concurrent?: number;
  /** How many times a call answered 429 is sent again. */
  retries?: number;
  /** The longest Retry-After waited out; a longer one ends the run (the rows stay waiting). */
  maxWaitMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/** Runs tasks at most `concurrent` at once and `perMinute` started in any minute. */
export function rateLimiter(options: XeroLimits = {}) {
  const perMinute = options.perMinute ?? 60;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const limit = pLimit(options.concurrent ?? 5);
  const started: number[] = [];
  return <T>(task: () => Promise<T>): Promise<T> =>
    limit(async () => {
      for (;;) {
        const at = now();
        while (started.length > 0 && (started[0] ?? 0) <= at - 60_000) started.shift();
        if (started.length < perMinute) break;
        await sleep((started[0] ?? at) + 60_000 - at);
      }
      started.push(now());
      return task();
    });
}

/** The API with every call limited and its 429s waited out. */
export function limitedXeroApi(api: XeroApi, options: XeroLimits = {}): XeroApi {
  const limiter = rateLimiter(options);
  const sleep = options.sleep ?? realSleep;
  const retries = options.retries ?? 3;
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  async function run<T>(call: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await limiter(call);
      } catch (error) {
        if (!(error instanceof XeroError) || error.status !== 429) throw error;
        const waitMs = (error.retryAfter ?? 60) * 1000;
        if (attempt >= retries || error.rateLimitProblem === 'day' || waitMs > maxWaitMs)
          throw error;
        await sleep(waitMs);
      }
    }
  }
  return {
    contactsByNumber: (numbers) => run(() => api.contactsByNumber(numbers)),
    createContacts: (contacts, key, summarize) =>
      run(() => api.createContacts(contacts, key, summarize)),
    createInvoices: (invoices, key, summarize) =>
      run(() => api.createInvoices(invoices, key, summarize)),
    createCreditNotes: (notes, key, summarize) =>
      run(() => api.createCreditNotes(notes, key, summarize)),
    createPayments: (payments, key, summarize) =>
      run(() => api.createPayments(payments, key, summarize)),
    invoicesByNumber: (numbers) => run(() => api.invoicesByNumber(numbers)),
    invoicesById: (ids) => run(() => api.invoicesById(ids)),
    creditNotesByNumber: (numbers) => run(() => api.creditNotesByNumber(numbers)),
    allocateCreditNote: (creditNoteId, allocation, key) =>
      run(() => api.allocateCreditNote(creditNoteId, allocation, key)),
  };
}
