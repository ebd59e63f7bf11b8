/** Badge colour classes used for statuses and review outcomes (spec §4). */
export const BADGE_COLOURS = ['success', 'warning', 'danger', 'info'] as const;
export type BadgeColour = (typeof BADGE_COLOURS)[number];

// Keywords matched case-insensitively on word boundaries, so 'Confirmed (deposit paid)',
// 'Insufficient finances' and 'Deferred (to future year)' all match (spec §4).
// Checked in this order: info and warning phrases first, because 'Place offered' and
// 'Ready for approval' must not fall through to a broader rule.
const RULES: readonly (readonly [BadgeColour, RegExp])[] = [
  ['info', /\b(not applicable|place offered)\b/i],
  ['warning', /\b(additional information needed|ready for approval|not yet reviewed)\b/i],
  ['warning', /\bunder (review|consideration)\b/i],
  [
    'danger',
    /\b(not eligible|rejected|declined|deferred|insufficient|discontinued|on hold|ready for archive|did not respond|cancell?ed)\b/i,
  ],
  ['success', /\b(accepted|acknowledged|approved|confirmed|received)\b/i],
];

/**
 * The badge colour class for an application status or section outcome (spec §4);
 * undefined when no class applies (e.g. 'In progress'). 'Not eligible' is not in the
 * spec's lists; it is a refusal like 'Rejected', so it shows as danger.
 */
export function badgeColour(statusOrOutcome: string | null | undefined): BadgeColour | undefined {
  if (!statusOrOutcome) return undefined;
  for (const [colour, pattern] of RULES) {
    if (pattern.test(statusOrOutcome)) return colour;
  }
  return undefined;
}
