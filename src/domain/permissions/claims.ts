/**
 * Permission claims (spec §6), with Apache Shiro wildcard semantics:
 * - a claim is colon-separated levels (`students:view`), claims are separated by spaces;
 * - a level may list comma alternatives (`students:view,edit`);
 * - `*` at a level matches any value at that level;
 * - a claim shorter than the permission grants everything below it (`students` grants
 *   `students:view:all`; `*` grants everything).
 */

const WILDCARD = '*';
const LEVEL_SEPARATOR = ':';
const ALTERNATIVE_SEPARATOR = ',';

/** One level of a parsed claim: any value, or a set of accepted values. */
type Level = typeof WILDCARD | ReadonlySet<string>;
type ParsedClaim = readonly Level[];

/** Splits a claims value (a space-separated string or a list of strings) into single claims. */
export function splitClaims(claims: string | readonly string[] | null | undefined): string[] {
  if (claims == null) return [];
  const list = typeof claims === 'string' ? [claims] : claims;
  return list.flatMap((entry) => entry.split(/\s+/)).filter((claim) => claim.length > 0);
}

function parseLevel(level: string): Level {
  const values = level
    .split(ALTERNATIVE_SEPARATOR)
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
  return values.includes(WILDCARD) ? WILDCARD : new Set(values);
}

function parseClaim(claim: string): ParsedClaim {
  return claim.split(LEVEL_SEPARATOR).map(parseLevel);
}

function levelImplies(granted: Level, wanted: Level): boolean {
  if (granted === WILDCARD) return true;
  // A wanted wildcard (checking `students:*`) is only granted by a wildcard.
  if (wanted === WILDCARD) return false;
  if (wanted.size === 0) return false;
  for (const value of wanted) if (!granted.has(value)) return false;
  return true;
}

/** True when one parsed claim grants the parsed permission (Shiro's `implies`). */
function claimImplies(claim: ParsedClaim, permission: ParsedClaim): boolean {
  for (let index = 0; index < permission.length; index += 1) {
    const granted = claim[index];
    // The claim ended: it grants everything below it.
    if (granted === undefined) return true;
    if (!levelImplies(granted, permission[index] as Level)) return false;
  }
  // The claim is longer than the permission: its extra levels must all be wildcards.
  for (let index = permission.length; index < claim.length; index += 1) {
    if (claim[index] !== WILDCARD) return false;
  }
  return true;
}

/**
 * A checker over a user's claims. With no claims every check fails. Parsed permissions are
 * cached because screens check the same few strings over and over.
 */
export class PermissionChecker {
  #claims: ParsedClaim[] = [];
  readonly #parsed = new Map<string, ParsedClaim | null>();

  constructor(claims?: string | readonly string[] | null) {
    this.load(claims);
  }

  /** Replaces the claims with these. */
  load(claims: string | readonly string[] | null | undefined): void {
    this.#claims = splitClaims(claims).map(parseClaim);
  }

  /** Adds claims to the ones held. */
  add(claims: string | readonly string[]): void {
    this.#claims.push(...splitClaims(claims).map(parseClaim));
  }

  /** Forgets every claim: afterwards every check fails. */
  reset(): void {
    this.#claims = [];
  }

  /** True when no claim is held. */
  get isEmpty(): boolean {
    return this.#claims.length === 0;
  }

  /** True when one permission (a single claim string, e.g. `students:view`) is granted. */
  check(permission: string): boolean {
    let wanted = this.#parsed.get(permission);
    if (wanted === undefined) {
      const trimmed = permission.trim();
      // A blank permission or several claims in one string is a caller's mistake: never grant it.
      wanted = trimmed.length === 0 || /\s/.test(trimmed) ? null : parseClaim(trimmed);
      this.#parsed.set(permission, wanted);
    }
    if (wanted === null) return false;
    const parsed = wanted;
    return this.#claims.some((claim) => claimImplies(claim, parsed));
  }

  /** True when every permission is granted. With no claims held it fails, even for an empty list. */
  hasAll(permissions: readonly string[]): boolean {
    return !this.isEmpty && permissions.every((permission) => this.check(permission));
  }

  /** True when any one of the permissions is granted. */
  hasAny(permissions: readonly string[]): boolean {
    return permissions.some((permission) => this.check(permission));
  }
}
