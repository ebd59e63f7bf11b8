import { MESSAGES } from '../errors/catalogue';

// Checked by hand, not with zod: the session reads the account on the login route, which loads
// no schema library (architecture §7 login budget).

/** The current user of spec §3: id, name and email always hold text; role is always ''. */
export interface Account {
  id: string;
  name: string;
  email: string;
  picture: string;
  permissions: string[];
  hub: string;
  programme: string;
  pathway: string;
  tokens: string[];
  role: '';
}

type Raw = Record<string, unknown>;
const INVALID = Symbol('invalid');

function nonEmpty(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** A required text: trimmed, not blank. */
function requiredText(value: unknown): string | typeof INVALID {
  if (typeof value !== 'string') return INVALID;
  const trimmed = value.trim();
  return trimmed === '' ? INVALID : trimmed;
}

/** Optional text arrives as null or absent as often as empty. */
function optionalText(value: unknown): string | typeof INVALID {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : INVALID;
}

function stringList(value: unknown): string[] | typeof INVALID {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string')
    ? [...value]
    : INVALID;
}

/**
 * The current user from an account payload (spec §3): id from `_id` or `id` (a number as text),
 * tokens from a list or an object's keys (impersonation), role always '', unknown fields dropped.
 * id, name and email must be non-blank (spec §5); undefined when the payload does not fit.
 */
export function readAccount(input: unknown): Account | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const raw = input as Raw;
  const rawId = nonEmpty(raw._id) ?? raw.id;
  const rawTokens = raw.tokens;
  const account = {
    id: requiredText(typeof rawId === 'number' ? String(rawId) : rawId),
    name: requiredText(raw.name),
    email: requiredText(raw.email),
    picture: optionalText(raw.picture),
    permissions: stringList(raw.permissions),
    hub: optionalText(raw.hub),
    programme: optionalText(raw.programme),
    pathway: optionalText(raw.pathway),
    tokens: stringList(
      typeof rawTokens === 'object' && rawTokens !== null && !Array.isArray(rawTokens)
        ? Object.keys(rawTokens)
        : rawTokens,
    ),
    role: '' as const,
  };
  return Object.values(account).includes(INVALID) ? undefined : (account as Account);
}

/** Outcome of parseAccount: the account, or the 422 the session stores (spec §5, §8). */
export type AccountParseResult =
  | { readonly ok: true; readonly account: Account }
  | { readonly ok: false; readonly status: 422; readonly message: typeof MESSAGES.INVALID_ACCOUNT };

/**
 * Check a fetched account payload. Any payload that does not fit (above all a missing or empty
 * id, name or email) is refused with 422 'User must contain at least id, name and email'.
 */
export function parseAccount(input: unknown): AccountParseResult {
  const account = readAccount(input);
  if (account) return { ok: true, account };
  return { ok: false, status: 422, message: MESSAGES.INVALID_ACCOUNT };
}
