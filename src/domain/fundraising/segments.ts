import { z } from 'zod';
import { type ConsentTerms, mayContactFor } from '../consents/consent';

/** Who a fundraising row is: an alumnus (a student with a Completed engagement) or a supporter. */
export const FUNDRAISING_KINDS = ['alumnus', 'supporter'] as const;
export type FundraisingKind = (typeof FUNDRAISING_KINDS)[number];

/** A person who may be asked to give, with their giving history. */
export const fundraisingRowSchema = z.object({
  personKind: z.enum(['student', 'contact']),
  personId: z.string(),
  kind: z.enum(FUNDRAISING_KINDS),
  name: z.string(),
  lastName: z.string().nullable(),
  preferredName: z.string().nullable(),
  email: z.string().nullable(),
  hubId: z.string().nullable(),
  donorId: z.string().nullable(),
  totalPence: z.number().int(),
  giftCount: z.number().int(),
  lastGiftOn: z.string().nullable(),
});
export type FundraisingRow = z.infer<typeof fundraisingRowSchema>;

export const fundraisingListSchema = z.object({
  today: z.string(),
  items: z.array(fundraisingRowSchema),
  total: z.number(),
  options: z.object({ hubs: z.array(z.string()) }),
});
export type FundraisingList = z.infer<typeof fundraisingListSchema>;

/**
 * The segment filters of Fundraising → Alumni (their names are the query's): alumni or
 * supporters, has given or never given, last gift before a day, hub, and a search.
 */
export const fundraisingQuerySchema = z.object({
  segment: z.enum(['alumni', 'supporters']).optional(),
  giving: z.enum(['given', 'never']).optional(),
  lastGiftBefore: z.iso.date().optional(),
  hub: z.string().trim().min(1).max(60).optional(),
  q: z.string().trim().max(200).optional(),
  export: z.enum(['excel', 'csv', 'pdf']).optional(),
});
export type FundraisingQuery = z.infer<typeof fundraisingQuerySchema>;

/** A person before consents and gifts are looked at. */
export type FundraisingPerson = Omit<FundraisingRow, 'totalPence' | 'giftCount' | 'lastGiftOn'>;

/** A gift as giving history needs it. */
export interface GiftTerms {
  amountPence: number;
  givenOn: string;
}

/** Total, count and the day of the last gift. */
export function givingOf(gifts: readonly GiftTerms[]) {
  let totalPence = 0;
  let lastGiftOn: string | null = null;
  for (const gift of gifts) {
    totalPence += gift.amountPence;
    if (lastGiftOn === null || gift.givenOn > lastGiftOn) lastGiftOn = gift.givenOn;
  }
  return { totalPence, giftCount: gifts.length, lastGiftOn };
}

/**
 * The people who may be asked to give today: only those whose Fundraising consent holds today
 * (a withdrawn one takes them off the list and every export of it), with their giving history.
 */
export function fundraisingRows(
  people: readonly FundraisingPerson[],
  consentsOf: (person: FundraisingPerson) => readonly ConsentTerms[],
  giftsOf: (person: FundraisingPerson) => readonly GiftTerms[],
  today: string,
): FundraisingRow[] {
  return people
    .filter((person) => mayContactFor(consentsOf(person), 'Fundraising', today))
    .map((person) => ({ ...person, ...givingOf(giftsOf(person)) }));
}

/** True when the row is in the segment the query names. */
export function matchesSegment(row: FundraisingRow, query: FundraisingQuery): boolean {
  if (query.segment === 'alumni' && row.kind !== 'alumnus') return false;
  if (query.segment === 'supporters' && row.kind !== 'supporter') return false;
  if (query.giving === 'given' && row.giftCount === 0) return false;
  if (query.giving === 'never' && row.giftCount > 0) return false;
  if (query.lastGiftBefore && !(row.lastGiftOn && row.lastGiftOn < query.lastGiftBefore))
    return false;
  if (query.hub && row.hubId !== query.hub) return false;
  const q = query.q?.toLowerCase();
  if (q && ![row.name, row.email ?? '', row.donorId ?? ''].some((v) => v.toLowerCase().includes(q)))
    return false;
  return true;
}
