import { z } from 'zod';
import { MESSAGES } from '../errors/catalogue';

// Optional text fields arrive as null or absent as often as empty; the account always has text.
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const stringList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);

function nonEmpty(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

// Bring the server's account payload to the current-user shape before checking it (spec §3).
function normaliseAccountInput(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const raw = input as Record<string, unknown>;
  const id = nonEmpty(raw._id) ?? raw.id;
  const tokens = raw.tokens;
  return {
    ...raw,
    id: typeof id === 'number' ? String(id) : id,
    // While impersonating, tokens is an object whose keys are the tokens (spec §3).
    tokens:
      typeof tokens === 'object' && tokens !== null && !Array.isArray(tokens)
        ? Object.keys(tokens)
        : tokens,
    // The role is always empty: access comes from permission strings only (spec §3, §6).
    role: '',
  };
}

/**
 * The current user from an account payload (spec §3): id from `_id` or `id`, tokens from a list
 * or an object's keys, role always ''. id, name and email must be non-blank (spec §5).
 */
export const accountSchema = z.preprocess(
  normaliseAccountInput,
  z.object({
    id: z.string().trim().min(1),
    name: z.string().trim().min(1),
    email: z.string().trim().min(1),
    picture: optionalText,
    permissions: stringList,
    hub: optionalText,
    programme: optionalText,
    pathway: optionalText,
    tokens: stringList,
    role: z.literal(''),
  }),
);
export type Account = z.infer<typeof accountSchema>;

/** Outcome of parseAccount: the account, or the 422 the session stores (spec §5, §8). */
export type AccountParseResult =
  | { readonly ok: true; readonly account: Account }
  | { readonly ok: false; readonly status: 422; readonly message: typeof MESSAGES.INVALID_ACCOUNT };

/**
 * Check a fetched account payload. Any payload that does not fit (above all a missing or empty
 * id, name or email) is refused with 422 'User must contain at least id, name and email'.
 */
export function parseAccount(input: unknown): AccountParseResult {
  const parsed = accountSchema.safeParse(input);
  if (parsed.success) return { ok: true, account: parsed.data };
  return { ok: false, status: 422, message: MESSAGES.INVALID_ACCOUNT };
}
