import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { notCreditedOf, spreadCredit } from '#domain/finance/bursary-review';
import { bursaryAwards, creditNotes } from '../../db/schema';
import type { Tx } from '../../platform/changes';
import { yearFinance } from './bursary-record';
import { raiseCreditNote } from './ledger';

// An approved bursary award as credit on the student's invoices of its year (spec §2.3
// `finance/bursaries`): what the decision raises, and what issuing a year's invoices later can
// call to credit an award decided before there was anything to credit. Money in pence.

/** The credit notes already raised for an award, in pence. */
export async function creditedForAward(tx: Pick<Tx, 'select'>, awardId: string): Promise<number> {
  const [row] = await tx
    .select({ pence: sql<number>`coalesce(sum(${creditNotes.amountPence}), 0)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.bursaryAwardId, awardId));
  return Number(row?.pence ?? 0);
}

/**
 * Credits what an approved award has not credited yet over the year's open invoices, oldest due
 * first and never above a balance; returns what still could not be credited. Nothing for an
 * award that is not Approved. Idempotent: a second call credits only what is still owed.
 */
export async function creditAward(
  tx: Tx,
  awardId: string,
  issuedOn: string,
): Promise<{ creditedPence: number; notCreditedPence: number }> {
  const [award] = await tx.select().from(bursaryAwards).where(eq(bursaryAwards.id, awardId));
  if (award?.outcome !== 'Approved' || !award.amountPence) {
    return { creditedPence: 0, notCreditedPence: 0 };
  }
  const already = await creditedForAward(tx, awardId);
  const owed = notCreditedOf(award.amountPence, already);
  if (owed === 0) return { creditedPence: 0, notCreditedPence: 0 };
  const year = await yearFinance(tx, award.studentId, award.sessionId);
  const open = year.invoices.filter((invoice) => !invoice.cancelledOn);
  const spread = spreadCredit(open, owed);
  for (const credit of spread.credits) {
    await raiseCreditNote(tx, {
      invoiceId: credit.invoiceId,
      amountPence: credit.amountPence,
      reason: `${award.bursaryType ?? 'Bursary'} ${award.sessionId}`,
      issuedOn,
      bursaryAwardId: award.id,
    });
  }
  return {
    creditedPence: owed - spread.notCreditedPence,
    notCreditedPence: spread.notCreditedPence,
  };
}

/**
 * Each student's approved bursaries of a year and what of them is credited (fees validation's
 * "bursary without a credit"), keyed `<studentId>:<sessionId>`.
 */
export async function bursaryCreditTotals(
  tx: Pick<Tx, 'select'>,
): Promise<Map<string, { bursaryAwardedPence: number; bursaryCreditedPence: number }>> {
  const credited = tx
    .select({
      awardId: creditNotes.bursaryAwardId,
      pence: sql<number>`sum(${creditNotes.amountPence})::int`.as('credited_pence'),
    })
    .from(creditNotes)
    .where(isNotNull(creditNotes.bursaryAwardId))
    .groupBy(creditNotes.bursaryAwardId)
    .as('credited');
  const rows = await tx
    .select({
      studentId: bursaryAwards.studentId,
      sessionId: bursaryAwards.sessionId,
      amountPence: bursaryAwards.amountPence,
      creditedPence: credited.pence,
    })
    .from(bursaryAwards)
    .leftJoin(credited, eq(credited.awardId, bursaryAwards.id))
    .where(and(eq(bursaryAwards.outcome, 'Approved'), isNotNull(bursaryAwards.amountPence)));
  const totals = new Map<string, { bursaryAwardedPence: number; bursaryCreditedPence: number }>();
  for (const row of rows) {
    const key = `${row.studentId}:${row.sessionId}`;
    const total = totals.get(key) ?? { bursaryAwardedPence: 0, bursaryCreditedPence: 0 };
    total.bursaryAwardedPence += row.amountPence ?? 0;
    total.bursaryCreditedPence += Number(row.creditedPence ?? 0);
    totals.set(key, total);
  }
  return totals;
}

/**
 * After a year's invoices are issued: credits the approved awards of those students for that
 * year that were decided before there was an invoice to credit (one read for the batch; each
 * award then credits only what it still owes).
 */
export async function creditAwardsOfYear(
  tx: Tx,
  studentIds: readonly string[],
  sessionId: string,
  issuedOn: string,
): Promise<void> {
  if (studentIds.length === 0) return;
  const approved = await tx
    .select({ id: bursaryAwards.id })
    .from(bursaryAwards)
    .where(
      and(
        inArray(bursaryAwards.studentId, [...studentIds]),
        eq(bursaryAwards.sessionId, sessionId),
        eq(bursaryAwards.outcome, 'Approved'),
      ),
    );
  for (const award of approved) await creditAward(tx, award.id, issuedOn);
}
