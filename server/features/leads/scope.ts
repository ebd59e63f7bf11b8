import { type SQL, sql } from 'drizzle-orm';
import { potentialStudents } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/context';

/** Potential students the caller may see: all, or those sharing one of their scope keys. */
export function leadScope(auth: AuthContext): SQL {
  return auth.scope.all
    ? sql`true`
    : sql`${potentialStudents.scopeKeys} && ${sql.param(auth.scope.keys)}::text[]`;
}
