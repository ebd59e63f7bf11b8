/** Organisation statuses for any partner type but a church (spec §4). */
export const DEFAULT_ORGANISATION_STATUSES = [
  'Partner',
  'Sending',
  'In contact',
  'Target',
  'No contact',
] as const;

/** Organisation statuses for a church (spec §4). */
export const CHURCH_ORGANISATION_STATUSES = [
  'Hub Church',
  'Feeder Church',
  'In contact',
  'Target',
  'No contact',
] as const;

/** Every organisation status, each once: the default list, then the church-only ones. */
export const ORGANISATION_STATUSES = [
  'Partner',
  'Sending',
  'Hub Church',
  'Feeder Church',
  'In contact',
  'Target',
  'No contact',
] as const satisfies readonly (
  | (typeof DEFAULT_ORGANISATION_STATUSES)[number]
  | (typeof CHURCH_ORGANISATION_STATUSES)[number]
)[];
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

// The spec names a "church type" but not the partner-type values; a partner type of
// 'Church' (any case, surrounding spaces ignored) is read as that type.
const CHURCH_PARTNER_TYPE = 'church';

/** True when the partner type is the church type. */
export function isChurchPartnerType(partnerType: string | null | undefined): boolean {
  return partnerType?.trim().toLowerCase() === CHURCH_PARTNER_TYPE;
}

/** The statuses an organisation of this partner type may have (spec §4). */
export function organisationStatuses(
  partnerType: string | null | undefined,
): readonly OrganisationStatus[] {
  return isChurchPartnerType(partnerType)
    ? CHURCH_ORGANISATION_STATUSES
    : DEFAULT_ORGANISATION_STATUSES;
}
