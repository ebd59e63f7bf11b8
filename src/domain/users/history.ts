/** The labels of a user account's fields, as its history names them. */
const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  email: 'email',
  roles: 'roles',
  claims: 'extra permissions',
  hubId: 'hub',
  programme: 'programme',
  pathway: 'pathway',
  picture: 'picture',
  studentId: 'student record',
};

function changedKeys(changes: unknown): string[] {
  return changes !== null && typeof changes === 'object' ? Object.keys(changes) : [];
}

function activeAfter(changes: unknown): unknown {
  if (changes === null || typeof changes !== 'object' || !('active' in changes)) return undefined;
  const active = (changes as { active: unknown }).active;
  return active !== null && typeof active === 'object' && 'after' in active
    ? (active as { after: unknown }).after
    : undefined;
}

/**
 * One line saying what an audit entry of a user account did: created, deactivated,
 * reactivated, which fields changed, a "log in as" and its end, a password reset sent.
 */
export function historySummary(action: string, changes: unknown): string {
  switch (action) {
    case 'create':
      return 'Created the account';
    case 'delete':
      return 'Deleted the account';
    case 'loginas':
      return 'Logged in as this user';
    case 'loginas-end':
      return 'Stopped acting as this user';
    case 'password-reset':
      return 'Sent a password reset';
    case 'update': {
      const active = activeAfter(changes);
      const parts: string[] = [];
      if (active === false) parts.push('Deactivated the account');
      if (active === true) parts.push('Reactivated the account');
      const fields = changedKeys(changes)
        .filter((key) => key !== 'active')
        .map((key) => FIELD_LABELS[key] ?? key);
      if (fields.length > 0) parts.push(`Changed ${fields.join(', ')}`);
      return parts.join('; ') || 'Changed the account';
    }
    default:
      return action;
  }
}
