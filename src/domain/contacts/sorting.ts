/** The fields contacts are sorted by, in priority order (spec §3 "Contact sorting"). */
export const CONTACT_SORT_FIELDS = ['lastName', 'preferredName', 'name'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];

/** Anything with the contact sort fields; each may be missing. */
export type ContactSortKeys = {
  readonly [K in ContactSortField]?: string | null;
};

// Strings sort by locale (spec §9). Base sensitivity lets 'smith' and 'Smith' tie so the
// next field decides; the variant collator only breaks a full tie, for a stable order.
const byBase = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });
const byVariant = new Intl.Collator('en-GB', { numeric: true });

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

// Missing values sort after present ones (spec §9 "Nulls sort last").
function compareField(a: string | undefined, b: string | undefined, collator: Intl.Collator) {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return collator.compare(a, b);
}

/**
 * Compares two contacts by last name, then preferred name, then name, with the en-GB
 * collation; missing or blank values go last.
 */
export function compareContacts(a: ContactSortKeys, b: ContactSortKeys): number {
  for (const collator of [byBase, byVariant]) {
    for (const field of CONTACT_SORT_FIELDS) {
      const result = compareField(present(a[field]), present(b[field]), collator);
      if (result !== 0) return result;
    }
  }
  return 0;
}

/** A new array of the contacts in contact order; the input is left as it was. */
export function sortContacts<T extends ContactSortKeys>(contacts: readonly T[]): T[] {
  return [...contacts].sort(compareContacts);
}
