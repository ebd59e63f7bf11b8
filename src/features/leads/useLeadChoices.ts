import { useLiveQuery } from 'dexie-react-hooks';
import type { FormFieldOption } from '../../components/record-page';
import { useChoiceLists } from '../../offline-react/choice-lists';
import { useOffline } from '../../offline-react/OfflineProvider';
import { firstHeardOptions } from './record/lead-details';

/**
 * The hubs, programmes, first-heard sources and ways of first contact a potential student can
 * be given, from the device (works offline).
 */
export interface LeadChoices {
  hubs: FormFieldOption[];
  programmes: FormFieldOption[];
  firstHeard: FormFieldOption[];
  firstContact: FormFieldOption[];
}

const byLabel = (a: FormFieldOption, b: FormFieldOption) => a.label.localeCompare(b.label);

/** Hubs by name and programmes by code (as the board shows them), from the device's copies. */
export function useLeadChoices(): LeadChoices {
  const engine = useOffline();
  const lists = useChoiceLists();
  const records = useLiveQuery(
    async () => ({
      hubs: (engine ? await engine.db.hubs.toArray() : [])
        .map((hub) => ({ value: hub.id, label: hub.name }))
        .sort(byLabel),
      programmes: (engine ? await engine.db.programmes.toArray() : [])
        .map((programme) => ({ value: programme.id, label: programme.id }))
        .sort(byLabel),
    }),
    [engine],
  ) ?? { hubs: [], programmes: [] };
  return {
    ...records,
    firstHeard: firstHeardOptions(lists.firstHeard),
    firstContact: lists.firstContact.map((way) => ({ value: way, label: way })),
  };
}
