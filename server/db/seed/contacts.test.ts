import { describe, expect, it } from 'vitest';
import { consentHolds } from '#domain/consents/consent';
import { contactRecordSchema } from '#domain/records/contact';
import { DEMO_SUPPORTER, generateRelationships } from './contacts';

const ALUMNI = Array.from({ length: 12 }, (_, i) => ({
  id: `student-${i}`,
  firstName: 'A',
  lastName: `Alumnus ${i}`,
}));

describe('generateRelationships', () => {
  const seed = generateRelationships(ALUMNI, [], '2026-09-01');

  it('is deterministic', () => {
    expect(generateRelationships(ALUMNI, [], '2026-09-01')).toEqual(seed);
  });

  it('makes about 80 valid contacts of every relationship, some with a donor id', () => {
    expect(seed.contacts).toHaveLength(80);
    for (const contact of seed.contacts) {
      const fields = Object.fromEntries(
        Object.entries(contact).filter(([, value]) => value !== null),
      );
      expect(contactRecordSchema.safeParse(fields).success).toBe(true);
    }
    const kinds = new Set(seed.contacts.map((c) => c.relationship));
    expect([...kinds].sort()).toEqual(['Church leader', 'Other', 'Referee', 'Supporter']);
    expect(seed.contacts.filter((c) => c.donorId).length).toBeGreaterThan(5);
  });

  it('gives the demo supporter a Fundraising consent that holds, and gifts', () => {
    const demo = seed.consents.filter((c) => c.personId === DEMO_SUPPORTER.id);
    expect(demo.some((c) => c.purpose === 'Fundraising' && consentHolds(c, '2026-11-27'))).toBe(
      true,
    );
    expect(seed.gifts.filter((g) => g.donorId === DEMO_SUPPORTER.donorId)).toHaveLength(3);
  });

  it('withdraws some consents, keeping their rows, and consents some alumni', () => {
    const withdrawn = seed.consents.filter((c) => c.withdrawnOn);
    expect(withdrawn.length).toBeGreaterThan(0);
    for (const c of withdrawn) expect(c.withdrawnOn && c.withdrawnOn > c.givenOn).toBe(true);
    expect(seed.consents.filter((c) => c.personKind === 'student')).toHaveLength(4);
  });

  it('gives only supporters with a donor id gifts', () => {
    const donors = new Set(seed.contacts.flatMap((c) => (c.donorId ? [c.donorId] : [])));
    for (const gift of seed.gifts) expect(donors.has(gift.donorId)).toBe(true);
  });

  it('links contacts to the organisations there are, some supporters among them', () => {
    const linked = generateRelationships(ALUMNI, ['org-1', 'org-2'], '2026-09-01').contacts;
    const ids = new Set(linked.map((c) => c.organisationId));
    expect([...ids].sort()).toEqual([null, 'org-1', 'org-2']);
    expect(linked.some((c) => c.relationship === 'Supporter' && c.organisationId)).toBe(true);
    expect(seed.contacts.every((c) => c.organisationId === null)).toBe(true);
  });
});
