import { slugOf } from './reference-facts';
import { normalisePostcode } from './rules';

// Issue 23: the return's residential venues come from the residential records too, not only
// from the venues the HESA officer lists by hand (reference facts of kind `venue`). A venue is
// one per name and postcode: a residential held at a venue the officer listed adds nothing, and
// residentials at the same house add it once. A residential venue without a (valid) postcode
// cannot be written: the `missing` screen lists it as a rule of its own, linked to the residential.

/** A venue the officer listed (refId, name, postcode). */
export interface ListedVenue {
  id: string;
  name: string;
  postcode: string;
}

/** What of a residential record the return reads. */
export interface ResidentialOfReturn {
  id: string;
  title: string;
  venue: { name: string; postcode?: string };
}

/** A residential venue the return writes: its VENUEID slug (before `res-`), name and postcode. */
export interface ReturnVenue {
  slug: string;
  name: string;
  postcode: string;
}

/** A residential whose venue has no postcode the return can use. */
export interface VenueWithoutPostcode {
  residentialId: string;
  title: string;
  venueName: string;
}

/** The rule of a residential venue without a postcode (one per residential). */
export const residentialVenueRule = (residentialId: string) =>
  `residential-venue:POSTCODE:${residentialId}`;

/** The residential a `residential-venue:…` rule is of, or undefined for other rules. */
export function residentialOfRule(rule: string): string | undefined {
  const prefix = 'residential-venue:POSTCODE:';
  return rule.startsWith(prefix) ? rule.slice(prefix.length) || undefined : undefined;
}

const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
const keyOf = (name: string, postcode: string) => `${nameKey(name)}\u0000${postcode}`;

/**
 * The venues the residential records add to the officer's list (deduplicated by name and
 * postcode, each with a slug none of the listed venues has), and the residentials whose venue
 * has no usable postcode (unless the officer lists a venue of that name: then it is written).
 */
export function residentialVenues(
  listed: readonly ListedVenue[],
  records: readonly ResidentialOfReturn[],
): { venues: ReturnVenue[]; withoutPostcode: VenueWithoutPostcode[] } {
  const known = new Set(
    listed.map((venue) => keyOf(venue.name, normalisePostcode(venue.postcode) ?? venue.postcode)),
  );
  const listedNames = new Set(listed.map((venue) => nameKey(venue.name)));
  const slugs = new Set(listed.map((venue) => venue.id));
  const venues: ReturnVenue[] = [];
  const withoutPostcode: VenueWithoutPostcode[] = [];
  for (const record of [...records].sort((a, b) => a.id.localeCompare(b.id))) {
    const postcode = normalisePostcode(record.venue.postcode);
    if (!postcode) {
      if (!listedNames.has(nameKey(record.venue.name))) {
        withoutPostcode.push({
          residentialId: record.id,
          title: record.title,
          venueName: record.venue.name,
        });
      }
      continue;
    }
    const key = keyOf(record.venue.name, postcode);
    if (known.has(key)) continue;
    known.add(key);
    const base = slugOf(record.venue.name).slice(0, 36);
    let slug = base;
    for (let n = 2; slugs.has(slug); n += 1) slug = `${base}-${n}`;
    slugs.add(slug);
    venues.push({ slug, name: record.venue.name.trim(), postcode });
  }
  return { venues, withoutPostcode };
}
