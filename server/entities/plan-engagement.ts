import { desc, eq } from 'drizzle-orm';
import { paymentTermsFor } from '#domain/finance/payment-terms';
import { engagements, tuitionFees } from '../db/schema';
import type { Tx } from '../platform/changes';

// The engagement a student's finance request is about (issue 19, finance requests): read where
// the request is made (the forms area) and where finance decides it.

const ENGAGEMENT_ORDER: Record<string, number> = { Current: 0, Starting: 1 };

/**
 * The engagement a student's change of plan is about: their Current one, else a Starting one,
 * else the latest to start; with the fee type of its programme and the payment terms offered.
 */
export async function planEngagementOf(tx: Pick<Tx, 'select'>, studentId: string) {
  const found = await tx
    .select({
      id: engagements.id,
      studentId: engagements.studentId,
      status: engagements.status,
      feeType: tuitionFees.feeType,
    })
    .from(engagements)
    .leftJoin(tuitionFees, eq(tuitionFees.programmeCode, engagements.programmeCode))
    .where(eq(engagements.studentId, studentId))
    .orderBy(desc(engagements.startDate), desc(engagements.id));
  const [engagement] = found.toSorted(
    (a, b) => (ENGAGEMENT_ORDER[a.status] ?? 9) - (ENGAGEMENT_ORDER[b.status] ?? 9),
  );
  if (!engagement) return undefined;
  const feeType = engagement.feeType ?? 'normal';
  return { ...engagement, feeType, offered: paymentTermsFor(feeType) };
}
