/** The reviewable sections of an application, in the order of spec §3. */
export const REVIEW_SECTIONS = [
  'eligibility',
  'references',
  'leaderReferences',
  'placement',
  'churchPlanting',
  'studentMinistry',
  'convictions',
  'nextSteps',
  'attendance',
  'finances',
  'qualifications',
  'languageAbility',
  'disabilities',
  'learningSupport',
  'neurodiversity',
  'healthDisability',
  'bursaryApplication',
  'bursaryReferences',
] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

// Sections that share a row of the spec §4 table share one list.
const REFERENCE_OUTCOMES = [
  'Received',
  'Additional information needed',
  'Accepted',
  'Rejected',
] as const;
const MINISTRY_OUTCOMES = ['Additional information needed', 'Accepted', 'Rejected'] as const;
const SUFFICIENCY_OUTCOMES = [
  'Insufficient (attendance, qualifications, language)',
  'Additional information needed',
  'Accepted',
] as const;
const DECLARATION_OUTCOMES = [
  'Not applicable',
  'Additional information needed',
  'Acknowledged',
] as const;

/** Allowed review outcomes per section, exactly as the spec §4 table. */
export const SECTION_OUTCOMES = {
  eligibility: ['Not eligible', 'Additional information needed', 'Accepted'],
  references: REFERENCE_OUTCOMES,
  leaderReferences: REFERENCE_OUTCOMES,
  placement: MINISTRY_OUTCOMES,
  churchPlanting: MINISTRY_OUTCOMES,
  studentMinistry: MINISTRY_OUTCOMES,
  convictions: ['Additional information needed', 'Acknowledged', 'Rejected'],
  nextSteps: ['Additional information needed', 'Accepted'],
  attendance: SUFFICIENCY_OUTCOMES,
  finances: ['Insufficient finances', 'Accepted'],
  qualifications: SUFFICIENCY_OUTCOMES,
  languageAbility: SUFFICIENCY_OUTCOMES,
  disabilities: DECLARATION_OUTCOMES,
  learningSupport: DECLARATION_OUTCOMES,
  neurodiversity: DECLARATION_OUTCOMES,
  healthDisability: DECLARATION_OUTCOMES,
  bursaryApplication: [
    'Not applicable',
    'Additional information needed',
    'Under consideration',
    'Approved',
    'Rejected',
    'Cancelled',
  ],
  bursaryReferences: ['Not applicable', 'Additional information needed', 'Received'],
} as const satisfies { readonly [S in ReviewSection]: readonly string[] };

/** The outcomes allowed for one section. */
export type OutcomeOf<S extends ReviewSection> = (typeof SECTION_OUTCOMES)[S][number];
/** Any outcome of any section. */
export type SectionOutcome = OutcomeOf<ReviewSection>;

/** Every distinct outcome of the table, in first-seen order. */
export const ALL_SECTION_OUTCOMES: readonly SectionOutcome[] = [
  ...new Set<SectionOutcome>(REVIEW_SECTIONS.flatMap((s) => SECTION_OUTCOMES[s])),
];

/** Sections an application may lack altogether (spec §5). */
export const OPTIONAL_SECTIONS = [
  'healthDisability',
  'neurodiversity',
] as const satisfies readonly ReviewSection[];

// Quick accept acknowledges rather than accepts these: convictions and the
// declaration-type sections (spec §4).
const ACKNOWLEDGED_SECTIONS: readonly ReviewSection[] = [
  'convictions',
  'disabilities',
  'learningSupport',
  'neurodiversity',
  'healthDisability',
];

/** True when the value names a reviewable section. */
export function isReviewSection(value: unknown): value is ReviewSection {
  return typeof value === 'string' && (REVIEW_SECTIONS as readonly string[]).includes(value);
}

/** True when the section may be absent from an application (spec §5). */
export function isOptionalSection(section: string): boolean {
  return (OPTIONAL_SECTIONS as readonly string[]).includes(section);
}

/** The outcomes a reviewer may choose for a section (spec §4 table). */
export function outcomesFor<S extends ReviewSection>(section: S): (typeof SECTION_OUTCOMES)[S] {
  return SECTION_OUTCOMES[section];
}

/** True when the outcome is allowed for the section; unknown sections allow nothing. */
export function isValidOutcome(section: string, outcome: string | null | undefined): boolean {
  if (!isReviewSection(section) || outcome == null) return false;
  return (SECTION_OUTCOMES[section] as readonly string[]).includes(outcome);
}

export type QuickAcceptOutcome = 'Accepted' | 'Acknowledged';

/**
 * The outcome quick accept gives a section: 'Acknowledged' for convictions and declaration
 * sections, else 'Accepted'; undefined when that outcome is not in the section's list.
 */
export function quickAcceptOutcome(section: ReviewSection): QuickAcceptOutcome | undefined {
  const target: QuickAcceptOutcome = ACKNOWLEDGED_SECTIONS.includes(section)
    ? 'Acknowledged'
    : 'Accepted';
  // bursaryApplication and bursaryReferences have neither Accepted nor Acknowledged, so
  // quick accept leaves them untouched: it must never set an outcome outside the table.
  return (SECTION_OUTCOMES[section] as readonly string[]).includes(target) ? target : undefined;
}

/** Quick accept: the outcome for every given section that quick accept can set (spec §4). */
export function quickAccept(
  sections: readonly ReviewSection[] = REVIEW_SECTIONS,
): Partial<Record<ReviewSection, QuickAcceptOutcome>> {
  const result: Partial<Record<ReviewSection, QuickAcceptOutcome>> = {};
  for (const section of sections) {
    const outcome = quickAcceptOutcome(section);
    if (outcome !== undefined) result[section] = outcome;
  }
  return result;
}

/** The minimal shape isShortApplication needs, so any application-like record fits. */
export interface ShortApplicationProbe {
  readonly profile?: { readonly student?: boolean | null } | null;
}

/** A short application is one whose profile marks the applicant as a student (spec §5). */
export function isShortApplication(application: ShortApplicationProbe | null | undefined): boolean {
  return application?.profile?.student === true;
}
