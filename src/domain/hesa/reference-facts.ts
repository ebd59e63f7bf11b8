import { z } from 'zod';
import { normalisePostcode } from './rules';

// What the HESA return needs of our courses, modules and venues that the records do not hold
// (issue 22): the officer keeps them in `hesaReferenceFacts` (kind, refId, facts), one row per
// record. Every field may be left empty (the return then lists it as missing); a field that is
// given must be in HESA's format.
// Sources: UKPRN — the UK Register of Learning Providers' 8-digit number starting with 1;
// QUALCAT — coding manual (hesa.ac.uk/collection/student/datafutures/a/qualification_qualcat,
// codingmanual.hesa.ac.uk/21056/Qualification/field/QUALCAT): a level letter D, E, L, M, H, I,
// J, C or P, then four digits (M0002, M0006…); COSTCN — hesa.ac.uk/collection/c19051/a/costcn:
// three digits (101…145, 999 not assignable); HECoS — hesa.ac.uk/support/documentation/hecos:
// randomly generated six-digit identifiers. Proportions: the research notes (§4 "Subject,
// cost-centre and StudyLocation proportions must sum to 100").

export const FACT_KINDS = ['provider', 'programme', 'module', 'hub', 'venue'] as const;
export type FactKind = (typeof FACT_KINDS)[number];
/** The provider's one row: refId `college`. */
export const PROVIDER_REF = 'college';

const text = (pattern: RegExp, message: string) =>
  z.string().trim().toUpperCase().regex(pattern, message);

export const ukprnSchema = text(/^1\d{7}$/, 'A UKPRN is 8 digits starting with 1');
export const hecosSchema = text(/^\d{6}$/, 'A HECoS code is 6 digits');
export const costCentreSchema = text(/^\d{3}$/, 'A HESA cost centre is 3 digits');
export const qualcatSchema = text(
  /^[DELMHIJCP]\d{4}$/,
  'A qualification category is a level letter (D, E, L, M, H, I, J, C or P) and 4 digits',
);
// FUNDINGBODY's coding frame was not confirmed: digits only (see README, HESA).
export const fundingBodySchema = text(/^\d{1,4}$/, 'A funding body code is up to 4 digits');
export const postcodeSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const normal = normalisePostcode(value);
    if (!normal) {
      context.addIssue({ code: 'custom', message: 'Enter a UK postcode, e.g. SW1A 1AA' });
      return z.NEVER;
    }
    return normal;
  });

/** Codes with whole-number proportions adding up to 100, each code once (at most 5). */
export const sharesSchema = (code: z.ZodType<string>) =>
  z
    .array(z.object({ code, proportion: z.number().int().min(1).max(100) }))
    .max(5, 'At most 5')
    .superRefine((shares, context) => {
      if (shares.length === 0) return;
      const total = shares.reduce((sum, s) => sum + s.proportion, 0);
      if (total !== 100) {
        context.addIssue({ code: 'custom', message: `Proportions add up to ${total}, not 100` });
      }
      if (new Set(shares.map((s) => s.code)).size !== shares.length) {
        context.addIssue({ code: 'custom', message: 'Each code once' });
      }
    });
export type Share = { code: string; proportion: number };

export const providerFactsSchema = z.object({ ukprn: ukprnSchema.optional() }).strict();
export const programmeFactsSchema = z
  .object({
    qualcat: qualcatSchema.optional(),
    awardingBody: ukprnSchema.optional(),
    subjects: sharesSchema(hecosSchema).default([]),
    fundingBody: fundingBodySchema.optional(),
  })
  .strict();
export const moduleFactsSchema = z
  .object({
    costCentres: sharesSchema(costCentreSchema).default([]),
    subjects: sharesSchema(hecosSchema).default([]),
  })
  .strict();
export const hubFactsSchema = z.object({ postcode: postcodeSchema.optional() }).strict();
export const venueFactsSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the venue a name').max(120),
    postcode: postcodeSchema,
  })
  .strict();

export const FACT_SCHEMAS = {
  provider: providerFactsSchema,
  programme: programmeFactsSchema,
  module: moduleFactsSchema,
  hub: hubFactsSchema,
  venue: venueFactsSchema,
} as const;

export type ProviderFacts = z.infer<typeof providerFactsSchema>;
export type ProgrammeFacts = z.infer<typeof programmeFactsSchema>;
export type ModuleFacts = z.infer<typeof moduleFactsSchema>;
export type HubFacts = z.infer<typeof hubFactsSchema>;
export type VenueFacts = z.infer<typeof venueFactsSchema>;

/** A residential venue's refId: lower-case letters, digits and dashes. */
export const venueSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Lower-case letters, digits and dashes (at most 40)');

/** A slug for a venue name: `St Mary's Retreat House` → `st-mary-s-retreat-house`. */
export function slugOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'venue';
}

/** The rules of the whole return that a missing fact breaks, with the HESA field each is of. */
export const FACT_RULES = {
  'provider:UKPRN': { field: 'HESAID', message: "The college's UKPRN is not held" },
  'course:QUALCAT': { field: 'QUALCAT', message: 'Course without a qualification category' },
  'course:AWARDINGBODYID': {
    field: 'AWARDINGBODYID',
    message: "Course without its awarding body's UKPRN",
  },
  'course:QUALSUBJECT': { field: 'QUALSUBJECT', message: 'Course without a HECoS subject' },
  'module:COSTCN': { field: 'COSTCN', message: 'Module without a HESA cost centre' },
  'module:MODSBJ': { field: 'MODSBJ', message: 'Module without a HECoS subject' },
  'venue:POSTCODE': { field: 'POSTCODE', message: 'Hub venue without a postcode' },
} as const;
export type FactRule = keyof typeof FACT_RULES;

/** Facts as stored (jsonb): read leniently, a stored value that no longer parses counts as missing. */
function parsed<S extends z.ZodType>(schema: S, facts: unknown): Partial<z.infer<S>> {
  const result = schema.safeParse(facts ?? {});
  return result.success ? (result.data as Partial<z.infer<S>>) : {};
}

export const readProvider = (facts: unknown): ProviderFacts => parsed(providerFactsSchema, facts);
export const readProgramme = (facts: unknown): Partial<ProgrammeFacts> =>
  parsed(programmeFactsSchema, facts);
export const readModule = (facts: unknown): Partial<ModuleFacts> =>
  parsed(moduleFactsSchema, facts);
export const readHub = (facts: unknown): HubFacts => parsed(hubFactsSchema, facts);
export const readVenue = (facts: unknown): VenueFacts | undefined => {
  const result = venueFactsSchema.safeParse(facts ?? {});
  return result.success ? result.data : undefined;
};

/** The rules a record's facts break (none for a residential venue: it is whole or not saved). */
export function missingFacts(kind: FactKind, facts: unknown): FactRule[] {
  const missing: FactRule[] = [];
  if (kind === 'provider' && !readProvider(facts).ukprn) missing.push('provider:UKPRN');
  if (kind === 'programme') {
    const p = readProgramme(facts);
    if (!p.qualcat) missing.push('course:QUALCAT');
    if (!p.awardingBody) missing.push('course:AWARDINGBODYID');
    if (!p.subjects?.length) missing.push('course:QUALSUBJECT');
  }
  if (kind === 'module') {
    const m = readModule(facts);
    if (!m.costCentres?.length) missing.push('module:COSTCN');
    if (!m.subjects?.length) missing.push('module:MODSBJ');
  }
  if (kind === 'hub' && !readHub(facts).postcode) missing.push('venue:POSTCODE');
  return missing;
}

/** A record of the return and its facts (as stored). */
export interface FactRecord {
  kind: FactKind;
  refId: string;
  facts: unknown;
}

/** Every missing fact of the return's records: one entry per record and rule. */
export function missingOfReturn(
  records: readonly FactRecord[],
): { rule: FactRule; refId: string; field: string; message: string }[] {
  return records.flatMap((record) =>
    missingFacts(record.kind, record.facts).map((rule) => ({
      rule,
      refId: record.refId,
      ...FACT_RULES[rule],
    })),
  );
}
