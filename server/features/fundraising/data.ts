import { and, eq, inArray } from 'drizzle-orm';
import type { ConsentTerms } from '#domain/consents/consent';
import { compareContacts } from '#domain/contacts/sorting';
import {
  type FundraisingPerson,
  type FundraisingRow,
  fundraisingRows,
  type GiftTerms,
} from '#domain/fundraising/segments';
import type { Db } from '../../db/client';
import { consents, contacts, engagements, gifts, organisations, students } from '../../db/schema';

// Who may be asked to give (issue 20): alumni (students with a Completed engagement) and
// contacts, each only while their Fundraising consent holds, with their giving history.

const keyOf = (kind: string, id: string) => `${kind}:${id}`;

function grouped<T>(rows: readonly (T & { personKind: string; personId: string })[]) {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row.personKind, row.personId);
    map.set(key, [...(map.get(key) ?? []), row]);
  }
  return map;
}

/** Every alumnus and contact whose Fundraising consent holds today, in contact order. */
export async function fundraisingPeople(db: Db, today: string): Promise<FundraisingRow[]> {
  const consenting = await db
    .select({
      personKind: consents.personKind,
      personId: consents.personId,
      purpose: consents.purpose,
      givenOn: consents.givenOn,
      withdrawnOn: consents.withdrawnOn,
    })
    .from(consents)
    .where(eq(consents.purpose, 'Fundraising'));
  const consentsBy = grouped<ConsentTerms>(consenting);
  const ids = (kind: string) => [
    ...new Set(consenting.filter((c) => c.personKind === kind).map((c) => c.personId)),
  ];
  const studentIds = ids('student');
  const contactIds = ids('contact');
  const alumni = studentIds.length
    ? await db
        .select({
          id: students.id,
          firstName: students.firstName,
          preferredName: students.preferredName,
          lastName: students.lastName,
          email: students.email,
          hubId: students.hubId,
        })
        .from(students)
        .where(inArray(students.id, studentIds))
    : [];
  const completedIds = new Set(
    studentIds.length
      ? (
          await db
            .select({ studentId: engagements.studentId })
            .from(engagements)
            .where(
              and(inArray(engagements.studentId, studentIds), eq(engagements.status, 'Completed')),
            )
        ).map((row) => row.studentId)
      : [],
  );
  const supporters = contactIds.length
    ? await db
        .select({
          id: contacts.id,
          name: contacts.name,
          preferredName: contacts.preferredName,
          lastName: contacts.lastName,
          email: contacts.email,
          donorId: contacts.donorId,
          hubId: organisations.hubId,
        })
        .from(contacts)
        .leftJoin(organisations, eq(organisations.id, contacts.organisationId))
        .where(inArray(contacts.id, contactIds))
    : [];
  const people: FundraisingPerson[] = [
    ...alumni
      .filter((s) => completedIds.has(s.id))
      .map((s) => ({
        personKind: 'student' as const,
        personId: s.id,
        kind: 'alumnus' as const,
        name: `${s.preferredName || s.firstName} ${s.lastName}`,
        lastName: s.lastName,
        preferredName: s.preferredName,
        email: s.email,
        hubId: s.hubId,
        donorId: null,
      })),
    ...supporters.map((c) => ({
      personKind: 'contact' as const,
      personId: c.id,
      kind: 'supporter' as const,
      name: c.name,
      lastName: c.lastName,
      preferredName: c.preferredName,
      email: c.email,
      hubId: c.hubId,
      donorId: c.donorId,
    })),
  ];
  const given = await db
    .select({
      personKind: gifts.personKind,
      personId: gifts.personId,
      amountPence: gifts.amountPence,
      givenOn: gifts.givenOn,
    })
    .from(gifts);
  const giftsBy = grouped<GiftTerms>(given);
  return fundraisingRows(
    people,
    (p) => consentsBy.get(keyOf(p.personKind, p.personId)) ?? [],
    (p) => giftsBy.get(keyOf(p.personKind, p.personId)) ?? [],
    today,
  ).sort(compareContacts);
}
