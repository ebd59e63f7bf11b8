import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (about 16 ms a hash here: slow for guessing, fine for people).

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when the password matches the stored hash (false for a missing or malformed hash). */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown keeps the answer time the same.
let decoy: Promise<string> | undefined;
/** Spends the time of a real verification, so unknown emails cannot be told apart by timing. */
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('collegium-decoy-password');
  await verifyPassword(await decoy, password);
}
