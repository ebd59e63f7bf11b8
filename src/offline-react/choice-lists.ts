import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { OPTION_LIST_IDS, type OptionListValues, optionListOf } from '../domain/admin/option-lists';
import { useOffline } from './OfflineProvider';

/** System data's choice lists as this device holds them (its defaults until one is saved). */
export type ChoiceLists = OptionListValues;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The college's intakes, first-heard sources and ways of first contact, from the device's copy
 * the change feed keeps current (so forms offer them offline); each list's default while no
 * administrator has saved it, or before the device's store is open.
 */
export function useChoiceLists(): ChoiceLists {
  const engine = useOffline();
  const rows = useLiveQuery(
    async () => (engine ? engine.db['reference-lists'].bulkGet(OPTION_LIST_IDS) : []),
    [engine],
  );
  const day = today();
  return useMemo(() => {
    const now = new Date(`${day}T12:00:00Z`);
    const stored = (id: string) => rows?.find((row) => row?.id === id)?.values;
    return {
      intakes: optionListOf('intakes', stored('intakes'), now),
      firstHeard: optionListOf('firstHeard', stored('firstHeard'), now),
      firstContact: optionListOf('firstContact', stored('firstContact'), now),
    };
  }, [rows, day]);
}
