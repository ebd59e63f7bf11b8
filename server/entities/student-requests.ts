import { studentRequestRecordSchema } from '#domain/records/student-request';
import { studentRequests } from '../db/schema';
import { defineEntity } from '../platform/entities/define';
import { invalid } from '../platform/errors';
import {
  checkEvidenceClaim,
  claimEvidence,
  evidenceIdsOf,
} from '../platform/evidence/evidence-store';
import { planEngagementOf } from './plan-engagement';
import { STUDENT, USER } from './references';
import { keysOfStudentRecord } from './student-scope';

/**
 * Requests students make for staff to decide (deferrals, recordings, study breaks, withdrawals,
 * extensions, interruptions). Students create and withdraw their own through the forms routes
 * below; staff read them here within their scope and decide them with the decision route.
 */
export const studentRequestsEntity = defineEntity({
  name: 'student-requests',
  label: 'Student request',
  table: studentRequests,
  inputSchema: studentRequestRecordSchema,
  policy: {
    view: [['forms:student', 'students:view', 'mystudents:view']],
    // Students write through the forms routes; staff decide through the decision route.
    create: ['students:admin'],
    update: ['students:admin'],
    delete: ['students:admin'],
  },
  scopeKeys: keysOfStudentRecord,
  references: { studentId: STUDENT, decidedBy: USER },
  // A new request claims the evidence files its data names: the student's own, unclaimed (422).
  // A change of plan must ask for a term the student's programme offers (spec §9, 422).
  validate: async ({ tx, before, after }) => {
    if (!before && after) {
      await checkEvidenceClaim(tx, String(after.studentId), evidenceIdsOf(after.data));
      if (after.type === 'plan-change') await checkPlanOffered(tx, after);
    }
  },
  afterWrite: async ({ tx, before, after }) => {
    if (!before && after) {
      await claimEvidence(tx, String(after.studentId), after.id, evidenceIdsOf(after.data));
    }
  },
  searchable: ['type', 'status'],
  sortable: ['createdAt', 'updatedAt', 'type', 'status'],
  filterable: ['studentId', 'type', 'status'],
  exportColumns: [
    { field: 'studentId', label: 'Student' },
    { field: 'type', label: 'Type' },
    { field: 'status', label: 'Status' },
    { field: 'createdAt', label: 'Made', kind: 'datetime' },
    { field: 'decidedAt', label: 'Decided', kind: 'datetime' },
  ],
});

async function checkPlanOffered(
  tx: Parameters<typeof planEngagementOf>[0],
  request: Readonly<Record<string, unknown>>,
): Promise<void> {
  const term = (request.data as { paymentTerm?: unknown } | null)?.paymentTerm;
  const engagement = await planEngagementOf(tx, String(request.studentId));
  if (!engagement) {
    throw invalid([
      { param: 'data.paymentTerm', message: 'You have no programme to pay fees for' },
    ]);
  }
  if (!(engagement.offered as readonly unknown[]).includes(term)) {
    throw invalid([
      {
        param: 'data.paymentTerm',
        message: `Your programme offers these plans: ${engagement.offered.join(', ')}`,
      },
    ]);
  }
}
