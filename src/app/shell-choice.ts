import type { CurrentUser } from '../state/session';

/**
 * Which signed-in layout a user gets: an account linked to a student record (a student, or an
 * administrator acting as one) gets the light student shell; everyone else the staff shell.
 */
export function shellOf(user: Pick<CurrentUser, 'studentId'> | null): 'student' | 'staff' {
  return user?.studentId ? 'student' : 'staff';
}
