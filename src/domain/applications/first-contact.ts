/** The two answers firstContactCombined joins; a potential student record fits as it is. */
export interface FirstContactSources {
  /** How the person first heard of the college (application otherInformation or lead). */
  readonly firstHeard?: string | null;
  /** The college's first contact with them (spec §9 first-contact values, from the lead). */
  readonly firstContact?: string | null;
}

/**
 * The derived firstContactCombined display value (spec §3): first heard, then first contact,
 * joined by ' / '; a value repeated in both (ignoring case) shows once; undefined when neither.
 */
export function firstContactCombined(sources: FirstContactSources): string | undefined {
  // The spec only says "derived". Reading: one column telling how the person came to us,
  // in the order it happened — they heard of the college, then had a first contact.
  const parts: string[] = [];
  for (const value of [sources.firstHeard, sources.firstContact]) {
    const trimmed = value?.trim();
    if (!trimmed) continue;
    if (parts.some((p) => p.toLowerCase() === trimmed.toLowerCase())) continue;
    parts.push(trimmed);
  }
  return parts.length > 0 ? parts.join(' / ') : undefined;
}
