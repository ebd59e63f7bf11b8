import { groupOfFirstHeard, intakeProblem, isListed } from '#domain/admin/option-lists';
import type { Tx } from './changes';
import type { Row } from './entities/define';
import { invalid } from './errors';
import { readOptionList } from './reference-lists';

// The server's check of the choice lists of system data (src/domain/admin/option-lists.ts) on a
// write: a value set or changed must be one of the college's current list. A value kept as it
// was is left alone, so a record made under an older list can still be edited.

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
const field = (record: Row | undefined, path: readonly string[]) =>
  path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    record,
  );
const changed = (before: Row | undefined, after: Row, path: readonly string[]) =>
  text(field(after, path)) !== undefined && field(before, path) !== field(after, path);

/** A potential student's way of first contact, set or changed: one of the list's. */
export async function checkFirstContact(
  tx: Tx,
  before: Row | undefined,
  after: Row | undefined,
): Promise<void> {
  if (!after || !changed(before, after, ['firstContact'])) return;
  const ways = await readOptionList(tx, 'firstContact');
  if (!isListed(ways, String(after.firstContact))) {
    throw invalid([{ param: 'firstContact', message: 'Choose one of the ways of first contact' }]);
  }
}

/**
 * An applicant's intake (one of the intakes, starting its programme) and first-heard answer
 * (a source of the list, or a group), each when set or changed; a changed programme must start on an intake
 * that is listed.
 */
export async function checkApplicationChoices(
  tx: Tx,
  before: Row | undefined,
  after: Row | undefined,
): Promise<void> {
  if (!after) return;
  const intake = text(after.intake);
  const programme = text(field(after, ['course', 'course']));
  const intakeChanged = changed(before, after, ['intake']);
  const programmeChanged = changed(before, after, ['course', 'course']);
  if (intake && (intakeChanged || programmeChanged)) {
    const intakes = await readOptionList(tx, 'intakes');
    const listed = intakes.some((candidate) => candidate.date === intake);
    // A record made under an older list keeps its intake when only its programme changes.
    if (intakeChanged || listed) {
      const problem = intakeProblem(intakes, intake, programme);
      if (problem) throw invalid([{ param: 'intake', message: problem }]);
    }
  }
  const path = ['otherInformation', 'firstHeard'] as const;
  if (changed(before, after, path)) {
    // A source of the list, or a group's own name (as reports count them).
    const list = await readOptionList(tx, 'firstHeard');
    if (!groupOfFirstHeard(list, String(field(after, path)))) {
      throw invalid([
        { param: 'otherInformation.firstHeard', message: 'Choose where you first heard of us' },
      ]);
    }
  }
}
