import { PROVIDER_REF } from '#domain/hesa/reference-facts';

// Demo HESA reference facts (issue 22): what the return needs of the college's courses, modules
// and venues that the records do not hold. Every identifier here is a DEMO value in a valid
// format, not a real provider's or place's: replace them with the college's own before filing.

/** DEMO UKPRN of the college (8 digits starting with 1; not a registered provider). */
export const DEMO_UKPRN = '10099999';
/** DEMO UKPRN of the partner university that awards the degrees (not a registered provider). */
export const DEMO_AWARDING_BODY = '10099998';
/**
 * HESA cost centre 142 "Theology & religious studies" (coding manual C19051 COSTCN,
 * hesa.ac.uk/collection/c19051/a/costcn; the same list in C20041 ACCENTRE).
 */
export const THEOLOGY_COST_CENTRE = '142';
/** The demo module left without a cost centre, so `missing` shows the rule `module:COSTCN`. */
export const MODULE_WITHOUT_COST_CENTRE = 'BT4106';

// DEMO postcodes: valid in format, one per hub city's centre district; not the hubs' addresses.
const HUB_POSTCODES: Readonly<Record<string, string>> = {
  'hub-1': 'EC1A 1BB',
  'hub-2': 'B1 1AA',
  'hub-3': 'M1 1AA',
  'hub-4': 'BS1 1AA',
  'hub-5': 'LS1 1AA',
  'hub-6': 'S1 1AA',
  'hub-7': 'NE1 1AA',
  'hub-8': 'NR1 1AA',
};

/**
 * The provider's UKPRN, each programme's awarding body, each module's cost centre (but one),
 * each hub's postcode and one residential venue. QUALCAT and HECoS subjects are NOT seeded:
 * the codes for these programmes were not confirmed against the coding manual, so `missing`
 * lists them for the HESA officer (README, HESA Data Futures).
 */
export function generateHesaReferenceFacts(ids: {
  programmes: readonly string[];
  modules: readonly string[];
  hubs: readonly string[];
}) {
  const row = (kind: string, refId: string, facts: Record<string, unknown>) => ({
    kind,
    refId,
    facts,
  });
  return [
    row('provider', PROVIDER_REF, { ukprn: DEMO_UKPRN }),
    ...ids.programmes.map((id) => row('programme', id, { awardingBody: DEMO_AWARDING_BODY })),
    ...ids.modules
      .filter((id) => id !== MODULE_WITHOUT_COST_CENTRE)
      .map((id) =>
        row('module', id, { costCentres: [{ code: THEOLOGY_COST_CENTRE, proportion: 100 }] }),
      ),
    ...ids.hubs.flatMap((id) => {
      const postcode = HUB_POSTCODES[id];
      return postcode ? [row('hub', id, { postcode })] : [];
    }),
    // DEMO residential venue (modules hold residential labels only; issue 23 makes them records).
    row('venue', 'demo-retreat-house', { name: 'Demo Retreat House', postcode: 'LE1 1AA' }),
  ];
}
