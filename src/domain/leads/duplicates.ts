/** A person as duplicate detection compares them: e-mail, names and post code. */
export interface PersonKey {
  email?: string | null;
  name?: string | null;
  lastName?: string | null;
  postCode?: string | null;
}

/** How a new person matched an existing one. */
export type MatchReason = 'email' | 'name and post code';

/** An e-mail address as compared: trimmed, lower case; empty when missing. */
export function normalEmail(email: string | null | undefined): string {
  return email?.trim().toLowerCase() ?? '';
}

/** A post code as compared: upper case, without spaces ("ls1 4ap" is "LS14AP"). */
export function normalPostCode(postCode: string | null | undefined): string {
  return postCode?.replace(/\s+/g, '').toUpperCase() ?? '';
}

/** A full name as compared: first and last name, lower case, single-spaced. */
export function normalName(person: Pick<PersonKey, 'name' | 'lastName'>): string {
  return [person.name, person.lastName]
    .map((part) => part?.trim().toLowerCase() ?? '')
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
}

/**
 * How `candidate` is the same person as `existing`, or undefined: the e-mail first (both
 * present and equal, ignoring case), then the full name with the post code (both present and
 * equal, ignoring case and spaces). Two different e-mails never match on name.
 */
export function matchOf(candidate: PersonKey, existing: PersonKey): MatchReason | undefined {
  const email = normalEmail(candidate.email);
  const otherEmail = normalEmail(existing.email);
  if (email && email === otherEmail) return 'email';
  if (email && otherEmail) return undefined;
  const postCode = normalPostCode(candidate.postCode);
  const name = normalName(candidate);
  if (!postCode || !name) return undefined;
  return postCode === normalPostCode(existing.postCode) && name === normalName(existing)
    ? 'name and post code'
    : undefined;
}

/**
 * The first of `people` the candidate matches by e-mail, else the first by name and post code
 * (an e-mail match wins over an earlier name match), with how it matched.
 */
export function findDuplicate<T extends PersonKey>(
  candidate: PersonKey,
  people: readonly T[],
): { match: T; reason: MatchReason } | undefined {
  let byName: T | undefined;
  for (const person of people) {
    const reason = matchOf(candidate, person);
    if (reason === 'email') return { match: person, reason };
    if (reason && !byName) byName = person;
  }
  return byName ? { match: byName, reason: 'name and post code' } : undefined;
}
