import { Bench } from 'tinybench';
import { KNOWN_PERMISSIONS } from '../../src/domain/permissions/catalogue';
import { PermissionChecker } from '../../src/domain/permissions/claims';

/** What a registrar holds: a realistic mix of exact claims, alternatives and stars. */
const REGISTRAR_CLAIMS =
  'dashboard:view applications:menu,view,admin students:menu,view,enrolling,recruitment ' +
  'leads:* contacts:menu,view reports:menu organisations students:enrolment';

export interface BenchFigure {
  name: string;
  opsPerSecond: number;
  /** Against the baseline measured in the same run. */
  ratio: number;
}

/**
 * Checks per second of the permission checker over every known permission, against a baseline
 * of exact-string `Set.has` lookups (the cheapest check that ignores wildcards) in the same run.
 */
export async function benchPermissions(): Promise<BenchFigure[]> {
  const checker = new PermissionChecker(REGISTRAR_CLAIMS);
  const exact = new Set(REGISTRAR_CLAIMS.split(' '));
  const admin = new PermissionChecker('*');
  const permissions = KNOWN_PERMISSIONS;
  let granted = 0;

  const bench = new Bench({ time: 1000, warmupTime: 200 });
  bench
    .add('baseline: Set.has exact strings', () => {
      for (const permission of permissions) if (exact.has(permission)) granted += 1;
    })
    .add('PermissionChecker.check (registrar claims)', () => {
      for (const permission of permissions) if (checker.check(permission)) granted += 1;
    })
    .add('PermissionChecker.check (admin *)', () => {
      for (const permission of permissions) if (admin.check(permission)) granted += 1;
    });
  await bench.run();
  if (granted === 0) throw new Error('The benchmark granted nothing: its inputs are wrong');

  const perSecond = bench.tasks.map((task) => {
    const result = task.result;
    const throughput = result && 'throughput' in result ? result.throughput.mean : 0;
    return { name: task.name, opsPerSecond: throughput * permissions.length };
  });
  const baseline = perSecond[0]?.opsPerSecond ?? 1;
  return perSecond.map((figure) => ({ ...figure, ratio: figure.opsPerSecond / baseline }));
}
