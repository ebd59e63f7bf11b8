// Without zod, so the first screen that reads it does not load the schema library
// (architecture §7 bundle budgets); the schemas import it from here.
import { isSixBLevel } from '../programmes/level-codes';
import type { AnyEngagementStatus } from './engagement-status';

/**
 * True when intentions must be collected: IoS at any level, or Current and not at a 6B level
 * (spec §4, literal; so IoS at 6B is required although its intention status is none).
 */
export function intentionsRequired({
  status,
  level,
}: {
  status: AnyEngagementStatus;
  level?: string | null | undefined;
}): boolean {
  return status === 'IoS' || (status === 'Current' && !isSixBLevel(level));
}
