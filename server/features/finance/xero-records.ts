import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { creditNotes, invoices, payments, students, xeroQueue } from '../../db/schema';
import type {
  NewXeroContact,
  NewXeroCreditNote,
  NewXeroInvoice,
  NewXeroPayment,
  XeroApi,
  XeroOutcome,
} from '../../integrations/xero/client';
import { XeroError } from '../../integrations/xero/client';
import { writeAudit } from '../../platform/audit';
import { invoiceMoney } from './ledger';

// What each kind of queue row sends to Xero, read from the ledger: a student's contact, an
// invoice, a credit note or a payment. A row whose record needs another in Xero first (the
// student's contact, the invoice a payment is for) waits. Before creating anything, Xero is
// asked for what it already holds under our numbers, so a push cut short by a crash never
// creates a record twice.

export type XeroKind = 'contact' | 'invoice' | 'credit-note' | 'payment';
/** The order of a push: what each record names must be in Xero before it. */
export const XERO_KINDS: readonly XeroKind[] = ['contact', 'invoice', 'credit-note', 'payment'];

export type QueueRow = typeof xeroQueue.$inferSelect;

/** A row's payload, or why it waits. */
export type Prepared<T> =
  | { rowId: string; payload: T; match: string }
  | { rowId: string; waitFor: string };

export interface KindSender<T> {
  /** The payloads of these rows (their records read from the ledger). */
  prepare(rows: readonly QueueRow[]): Promise<Prepared<T>[]>;
  /** Xero's ids of what it already holds, by `match` (our number). */
  existing(payloads: readonly { payload: T; match: string }[]): Promise<Map<string, string>>;
  create(payloads: readonly T[], key: string, summarize: boolean): Promise<XeroOutcome[]>;
  /** What follows in Xero once the record is there (found or created): Xero's refusals, if any. */
  finish?(payload: T, xeroId: string): Promise<string[]>;
}

const lineSchema = z.array(z.object({ description: z.string(), amountPence: z.number().int() }));

/** The Xero id of each record of this kind already sent (any version). */
async function sentIds(db: Db, kind: XeroKind, recordIds: readonly string[]) {
  if (recordIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ recordId: xeroQueue.recordId, xeroId: xeroQueue.xeroId })
    .from(xeroQueue)
    .where(
      and(
        eq(xeroQueue.kind, kind),
        eq(xeroQueue.status, 'sent'),
        inArray(xeroQueue.recordId, [...recordIds]),
      ),
    );
  return new Map(rows.flatMap((row) => (row.xeroId ? [[row.recordId, row.xeroId] as const] : [])));
}

/** The Xero reference of a payment: the bank's reference and our id, found again by it. */
export const xeroPaymentReference = (payment: { id: string; reference: string | null }) =>
  payment.reference ? `${payment.reference} (${payment.id})` : payment.id;

/** Builds the sender of each kind over the ledger and the API. */
export function xeroSenders(db: Db, api: XeroApi) {
  const contact: KindSender<NewXeroContact> = {
    async prepare(rows) {
      const found = await db
        .select()
        .from(students)
        .where(
          inArray(
            students.id,
            rows.map((row) => row.recordId),
          ),
        );
      const byId = new Map(found.map((student) => [student.id, student]));
      return rows.map((row) => {
        const student = byId.get(row.recordId);
        if (!student) return { rowId: row.id, waitFor: 'The student is not there' };
        return {
          rowId: row.id,
          match: student.id,
          // Named with the id, as in "Download for Xero": two students of one name never share.
          payload: {
            contactNumber: student.id,
            name: `${student.firstName} ${student.lastName} (${student.id})`,
            firstName: student.firstName,
            lastName: student.lastName,
            email: student.email,
          },
        };
      });
    },
    existing: (payloads) => api.contactsByNumber(payloads.map((each) => each.match)),
    create: (payloads, key, summarize) => api.createContacts(payloads, key, summarize),
  };

  const invoice: KindSender<NewXeroInvoice> = {
    async prepare(rows) {
      const found = await db
        .select()
        .from(invoices)
        .where(
          inArray(
            invoices.id,
            rows.map((row) => row.recordId),
          ),
        );
      const contacts = await sentIds(
        db,
        'contact',
        found.map((each) => each.studentId),
      );
      const byId = new Map(found.map((each) => [each.id, each]));
      return rows.map((row) => {
        const record = byId.get(row.recordId);
        if (!record) return { rowId: row.id, waitFor: 'The invoice is not there' };
        const contactId = contacts.get(record.studentId);
        if (!contactId)
          return { rowId: row.id, waitFor: 'Waiting for the student’s contact in Xero' };
        const lines = lineSchema.safeParse(record.lines);
        return {
          rowId: row.id,
          match: record.number,
          payload: {
            contactId,
            number: record.number,
            reference: record.sessionId,
            issuedOn: record.issuedOn,
            dueOn: record.dueOn,
            lines:
              lines.success && lines.data.length > 0
                ? lines.data
                : [{ description: record.description, amountPence: record.amountPence }],
          },
        };
      });
    },
    async existing(payloads) {
      const found = await api.invoicesByNumber(payloads.map((each) => each.match));
      return new Map(found.map((each) => [each.number, each.invoiceId]));
    },
    create: (payloads, key, summarize) => api.createInvoices(payloads, key, summarize),
  };

  /** Credit not yet set against an invoice, of the credit notes found in Xero (by Xero's id). */
  const remainingOf = new Map<string, number>();
  const creditNote: KindSender<NewXeroCreditNote> = {
    async prepare(rows) {
      const found = await db
        .select()
        .from(creditNotes)
        .where(
          inArray(
            creditNotes.id,
            rows.map((row) => row.recordId),
          ),
        );
      const contacts = await sentIds(
        db,
        'contact',
        found.map((each) => each.studentId),
      );
      const sentInvoices = await sentIds(
        db,
        'invoice',
        found.map((each) => each.invoiceId),
      );
      const byId = new Map(found.map((each) => [each.id, each]));
      return rows.map((row) => {
        const record = byId.get(row.recordId);
        if (!record) return { rowId: row.id, waitFor: 'The credit note is not there' };
        const contactId = contacts.get(record.studentId);
        if (!contactId)
          return { rowId: row.id, waitFor: 'Waiting for the student’s contact in Xero' };
        const invoiceId = sentInvoices.get(record.invoiceId);
        if (!invoiceId) return { rowId: row.id, waitFor: 'Waiting for the invoice in Xero' };
        return {
          rowId: row.id,
          match: record.number,
          payload: {
            contactId,
            number: record.number,
            reference: record.sessionId,
            issuedOn: record.issuedOn,
            lines: [{ description: record.reason, amountPence: record.amountPence }],
            invoiceId,
            amountPence: record.amountPence,
          },
        };
      });
    },
    async existing(payloads) {
      const found = await api.creditNotesByNumber(payloads.map((each) => each.match));
      for (const note of found.values()) remainingOf.set(note.creditNoteId, note.remainingPence);
      return new Map([...found].map(([number, note]) => [number, note.creditNoteId]));
    },
    create: (payloads, key, summarize) => api.createCreditNotes(payloads, key, summarize),
    // Set against its invoice, as the ledger has it: what is still unallocated (all of a note
    // just created; none of one already set against it before a crash).
    async finish(payload, creditNoteId) {
      const remaining = remainingOf.get(creditNoteId) ?? payload.amountPence;
      remainingOf.delete(creditNoteId);
      if (remaining <= 0) return [];
      const allocation = {
        invoiceId: payload.invoiceId,
        amountPence: Math.min(remaining, payload.amountPence),
        day: payload.issuedOn,
      };
      try {
        await api.allocateCreditNote(creditNoteId, allocation, `allocation:${creditNoteId}`);
        return [];
      } catch (error) {
        if (!(error instanceof XeroError) || error.status !== 400) throw error;
        return error.messages.map((message) => `Not set against its invoice: ${message}`);
      }
    },
  };

  const payment: KindSender<NewXeroPayment> = {
    async prepare(rows) {
      const found = await db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.id,
            rows.map((row) => row.recordId),
          ),
        );
      const invoiceIds = found.flatMap((each) => (each.invoiceId ? [each.invoiceId] : []));
      const sentInvoices = await sentIds(db, 'invoice', invoiceIds);
      const byId = new Map(found.map((each) => [each.id, each]));
      return rows.map((row) => {
        const record = byId.get(row.recordId);
        if (!record?.invoiceId) return { rowId: row.id, waitFor: 'The payment names no invoice' };
        const invoiceId = sentInvoices.get(record.invoiceId);
        if (!invoiceId) return { rowId: row.id, waitFor: 'Waiting for the invoice in Xero' };
        const reference = xeroPaymentReference(record);
        return {
          rowId: row.id,
          match: reference,
          payload: { invoiceId, paidOn: record.paidOn, amountPence: record.amountPence, reference },
        };
      });
    },
    // Payments have no number in Xero: their invoices are read back and matched by reference.
    async existing(payloads) {
      const found = await api.invoicesById([
        ...new Set(payloads.map((each) => each.payload.invoiceId)),
      ]);
      return new Map(
        found.flatMap((each) =>
          each.payments.map((paid) => [paid.reference, paid.paymentId] as const),
        ),
      );
    },
    create: (payloads, key, summarize) => api.createPayments(payloads, key, summarize),
  };

  return { contact, invoice, 'credit-note': creditNote, payment };
}

/** What a pull found: payments recorded, and the Xero status of each invoice read. */
export interface PullSummary {
  payments: number;
  statuses: Record<string, number>;
}

/**
 * Reads back the invoices in Xero that still have something to pay here, and records as local
 * payments those made in Xero (reference: Xero's PaymentID, so a second pull adds nothing; a
 * sent queue row, so the push never sends them back).
 */
export async function pullFromXero(db: Db, api: XeroApi, batchSize: number): Promise<PullSummary> {
  const sent = await db
    .select({ invoiceId: xeroQueue.recordId, xeroId: xeroQueue.xeroId })
    .from(xeroQueue)
    .where(and(eq(xeroQueue.kind, 'invoice'), eq(xeroQueue.status, 'sent')));
  const xeroIdOf = new Map(
    sent.flatMap((row) => (row.xeroId ? [[row.invoiceId, row.xeroId] as const] : [])),
  );
  const money = await invoiceMoney(db, [...xeroIdOf.keys()]);
  const open = [...xeroIdOf].filter(([id]) => (money.get(id)?.balancePence ?? 0) > 0);
  const ourIdOf = new Map(open.map(([id, xeroId]) => [xeroId, id]));
  const summary: PullSummary = { payments: 0, statuses: {} };
  for (let start = 0; start < open.length; start += batchSize) {
    const read = await api.invoicesById(
      open.slice(start, start + batchSize).map(([, xeroId]) => xeroId),
    );
    const paymentIds = read.flatMap((each) => each.payments.map((paid) => paid.paymentId));
    const known = new Set(
      paymentIds.length === 0
        ? []
        : (
            await db
              .select({ xeroId: xeroQueue.xeroId })
              .from(xeroQueue)
              .where(and(eq(xeroQueue.kind, 'payment'), inArray(xeroQueue.xeroId, paymentIds)))
          ).map((row) => row.xeroId),
    );
    for (const each of read) {
      summary.statuses[each.status] = (summary.statuses[each.status] ?? 0) + 1;
      const invoiceId = ourIdOf.get(each.invoiceId);
      if (!invoiceId) continue;
      for (const paid of each.payments) {
        if (known.has(paid.paymentId) || paid.amountPence <= 0) continue;
        summary.payments += await recordPulledPayment(db, invoiceId, paid);
      }
    }
  }
  return summary;
}

async function recordPulledPayment(
  db: Db,
  invoiceId: string,
  paid: { paymentId: string; paidOn: string; amountPence: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!invoice) return 0;
    const id = `xero-${paid.paymentId}`;
    const inserted = await tx
      .insert(payments)
      .values({
        id,
        studentId: invoice.studentId,
        invoiceId,
        paidOn: paid.paidOn,
        amountPence: paid.amountPence,
        // Xero records the bank account a payment reached, not how the student paid.
        method: 'Bank transfer',
        reference: paid.paymentId,
        scopeKeys: invoice.scopeKeys,
      })
      .onConflictDoNothing()
      .returning();
    // In the invoice's history like a payment finance records, by no one here: by Xero.
    const [written] = inserted;
    if (written) {
      await writeAudit(
        tx,
        { userId: null, actingAsUserId: null },
        {
          entity: 'payments',
          recordId: id,
          action: 'create',
          after: { ...written, source: 'Xero' },
        },
      );
    }
    await tx
      .insert(xeroQueue)
      .values({
        id: `payment:${id}:v1`,
        kind: 'payment',
        recordId: id,
        status: 'sent',
        xeroId: paid.paymentId,
        sentAt: sql`now()`,
      })
      .onConflictDoNothing();
    return inserted.length;
  });
}
