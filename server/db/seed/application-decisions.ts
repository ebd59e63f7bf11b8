import type { Faker } from '@faker-js/faker';
import type { ApplicationStatus } from '#domain/applications/statuses';
import type { Reviewer } from './application-documents';
import { addDays, earlier, timestampOn } from './random';

/**
 * The college's decision each status implies (spec §4): an application that is approved, offered
 * a place or rejected, or one the applicant answered after an offer, was decided on; the others
 * were not (yet).
 */
const DECISION_OF: Partial<Record<ApplicationStatus, ApplicationStatus>> = {
  'Rejected (by the college)': 'Rejected (by the college)',
  Approved: 'Approved',
  'Place offered': 'Place offered',
  'Place accepted': 'Place offered',
  'Confirmed (deposit paid)': 'Place offered',
  'Declined (plans unclear)': 'Place offered',
  'Deferred (to future year)': 'Place offered',
};

/** A dated line of an application's history as the admissions routes write it. */
export interface DecisionLine {
  at: string;
  by: string;
  byName: string;
  kind: 'submitted' | 'status';
  from?: string;
  status?: string;
  reason?: string | null;
}

/**
 * The dated submission and decision of a seeded application, as the admissions screens would have
 * written them: submitted a few days after it was started, decided (status change out of Under
 * review) one to twelve weeks later, never after `latest`. Applications still in progress have
 * neither; those past submission but undecided have only the submission. The draws come from
 * their own faker, so the rest of the demo data is unchanged.
 */
export function decisionHistory(
  faker: Faker,
  application: { status: ApplicationStatus; createdAt: string; latest: string },
  reviewer: Reviewer | undefined,
): DecisionLine[] {
  if (application.status === 'In progress') return [];
  const by = reviewer ?? { id: 'user-registrar', name: 'Registrar' };
  const created = application.createdAt.slice(0, 10);
  const submittedOn = earlier(
    addDays(created, faker.number.int({ min: 0, max: 10 })),
    application.latest,
  );
  const submitted: DecisionLine = {
    at: timestampOn(faker, submittedOn),
    by: by.id,
    byName: by.name,
    kind: 'submitted',
  };
  const decision = DECISION_OF[application.status];
  if (!decision) return [submitted];
  const decidedOn = earlier(
    addDays(submittedOn, faker.number.int({ min: 7, max: 84 })),
    application.latest,
  );
  // Never before the submission, even when both fall on the last day.
  const decidedAt = [timestampOn(faker, decidedOn), submitted.at].sort().at(-1) ?? submitted.at;
  return [
    submitted,
    {
      at: decidedAt,
      by: by.id,
      byName: by.name,
      kind: 'status',
      from: 'Under review',
      status: decision,
      reason: null,
    },
  ];
}
