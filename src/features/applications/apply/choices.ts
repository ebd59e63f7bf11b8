import { useMemo } from 'react';
import {
  firstHeardSources,
  intakeProblem,
  offeredIntakes,
} from '../../../domain/admin/option-lists';
import type { StoredApplication } from '../../../domain/records/application';
import type { ChoiceLists } from '../../../offline-react/choice-lists';

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The application form's choices from system data's lists: the intakes that start the chosen
 * programme (with the one already chosen, so it never vanishes from the field) and the
 * first-heard sources.
 */
export function useApplicationChoices(lists: ChoiceLists, programme: unknown, intake: unknown) {
  const chosenProgramme = text(programme);
  const chosenIntake = text(intake);
  return useMemo(() => {
    const offered = offeredIntakes(lists.intakes, chosenProgramme, new Date());
    const intakes =
      chosenIntake && !offered.includes(chosenIntake) ? [chosenIntake, ...offered] : offered;
    return {
      intakes: optionsOf(intakes),
      'first-heard': optionsOf(firstHeardSources(lists.firstHeard)),
    };
  }, [lists, chosenProgramme, chosenIntake]);
}

/**
 * Why the course step's intake cannot be saved (as the server would refuse it): a changed
 * intake or programme must be one of the intakes starting that programme.
 */
export function intakeChoiceProblem(
  lists: ChoiceLists,
  record: StoredApplication,
  values: Record<string, unknown>,
): string | undefined {
  const intake = text(values.intake);
  const programme = text((values.course as { course?: unknown } | undefined)?.course);
  const intakeChanged = intake !== text(record.intake);
  const programmeChanged = programme !== text(record.course?.course);
  if (!intake || (!intakeChanged && !programmeChanged)) return undefined;
  const listed = lists.intakes.some((candidate) => candidate.date === intake);
  if (!intakeChanged && !listed) return undefined;
  return intakeProblem(lists.intakes, intake, programme);
}
