import type { FeatureSwitches } from '#domain/config/feature-list';
import type { AuthContext } from './context';

/**
 * The account payload of spec §7 "Session": the effective user, and who really signed in; with
 * the feature switches now in force (issue 21), so the client's menu, routes and screens follow
 * them, and offline the last known ones apply.
 */
export function presentAccount(auth: AuthContext, features: FeatureSwitches) {
  const { user } = auth;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    picture: user.picture,
    permissions: auth.permissions,
    hub: user.hubId ?? '',
    programme: user.programme,
    pathway: user.pathway,
    // Tokens the client holds for other services; none yet (spec §3 keeps the field).
    tokens: [] as string[],
    studentId: user.studentId,
    features: { ...features },
    ...(auth.impersonating
      ? { impersonatedBy: { id: auth.realUser.id, name: auth.realUser.name } }
      : {}),
  };
}
export type AccountPayload = ReturnType<typeof presentAccount>;
