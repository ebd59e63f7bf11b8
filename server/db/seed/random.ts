import { base, en, en_GB, Faker } from '@faker-js/faker';

/** The fixed faker seed of the demo data: the same seed always gives the same records. */
export const DEMO_SEED = 20_261_122;

/** The reference date the demo data is built around unless another is passed. */
export const DEFAULT_REFERENCE_DATE = '2026-09-01';

/** A fresh, seeded faker (en_GB first): a local instance, so no other code shifts its sequence. */
export function createFaker(seed: number = DEMO_SEED): Faker {
  return new Faker({ locale: [en_GB, en, base], seed });
}

/** One value drawn by weight (weights need not add up to anything in particular). */
export function weighted<T>(faker: Faker, table: readonly (readonly [T, number])[]): T {
  return faker.helpers.weightedArrayElement(table.map(([value, weight]) => ({ value, weight })));
}

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date n days after (or before, when negative) another. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A YYYY-MM-DD date a random number of days within [from, to] (to before from gives from). */
export function dateBetween(faker: Faker, from: string, to: string): string {
  return addDays(from, faker.number.int({ min: 0, max: Math.max(0, daysBetween(from, to)) }));
}

/** A timestamp on the given day, during office hours (for createdAt and review times). */
export function timestampOn(faker: Faker, date: string): string {
  const minutes = faker.number.int({ min: 8 * 60, max: 18 * 60 });
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000).toISOString();
}

/** The date of an intake: 1 September, or 5 January for the smaller January intake. */
export function intakeDate(year: number, january = false): string {
  return january ? `${year}-01-05` : `${year}-09-01`;
}

/** The first year of the academic year (1 August to 31 July, spec §9) a date falls in. */
export function academicYearOf(date: string): number {
  const year = yearOf(date);
  return date.slice(5) >= '08-01' ? year : year - 1;
}

/** The earlier of two YYYY-MM-DD dates (such strings order like the days they name). */
export function earlier(a: string, b: string): string {
  if (a < b) return a;
  return b;
}

/** The year of a YYYY-MM-DD date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

// Addresses on reserved example domains: demo mail can never reach a real inbox.
const PERSONAL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

/** Hands out email addresses that are unique across the whole data set (users need unique ones). */
export class EmailBook {
  readonly #taken = new Set<string>();

  /** Marks an address as taken (the demo accounts' addresses). */
  reserve(email: string): void {
    this.#taken.add(email.toLowerCase());
  }

  /** first.last@domain, with a number added when that address is already taken. */
  next(faker: Faker, firstName: string, lastName: string, domain?: string): string {
    const local = `${slug(firstName)}.${slug(lastName)}`;
    const at = domain ?? faker.helpers.arrayElement(PERSONAL_DOMAINS);
    let email = `${local}@${at}`;
    for (let n = 2; this.#taken.has(email); n += 1) email = `${local}${n}@${at}`;
    this.#taken.add(email);
    return email;
  }
}

function slug(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  return plain || 'person';
}
