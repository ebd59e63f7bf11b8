import { PermissionChecker } from '../domain/permissions/claims';
import { meetsRequirement, type Requirement } from '../domain/permissions/requirement';
import { type CurrentUser, session } from './session';

// Apart from session.ts, so the login route, which checks no permission, does not carry the
// checker (architecture §7 login budget).

// One checker, reloaded when the user changes: screens ask it many times per render.
const checker = new PermissionChecker();
let checkerOwner: CurrentUser | null = null;

/** The permission checker of the current user (every check fails when nobody is signed in). */
export function permissions(): PermissionChecker {
  if (checkerOwner !== session.user) {
    checker.load(session.user?.permissions ?? null);
    checkerOwner = session.user;
  }
  return checker;
}

/** True when the current user meets the requirement (spec §5 route access). */
export function can(requirement: Requirement): boolean {
  return meetsRequirement(permissions(), requirement);
}
