import type { PgTable } from 'drizzle-orm/pg-core';
import { invoices, payments, portalPages, studentForms, studentNotes } from '../schema';
import { generateFinance } from './finance';
import type { DemoData } from './generate';
import { generatePortalPages } from './portal-pages';
import { DEFAULT_REFERENCE_DATE } from './random';
import { generateRecordForms } from './record-forms';
import { generateStudentNotes } from './student-notes';
import { generateSupportForms } from './support-forms';

/** A row the seed inserts with its change-feed entry (scope keys when it has them). */
export interface SeededRecord {
  id: string;
  scopeKeys?: string[];
}

/** Inserts rows of a table, each with its change-feed entry; answers how many. */
export type InsertWithChanges = (
  table: PgTable,
  entity: string,
  rows: readonly SeededRecord[],
) => Promise<number>;

/**
 * Seeds the student records that follow from the demo data: invoices and payments of every
 * invoiced session, the forms area's content pages, learning support and staff notes. Answers the counts of each.
 */
export async function seedStudentRecords(
  data: Pick<DemoData, 'students' | 'engagements' | 'hubs' | 'programmes'>,
  referenceDate: string | undefined,
  insert: InsertWithChanges,
): Promise<{
  invoices: number;
  payments: number;
  portalPages: number;
  studentForms: number;
  studentNotes: number;
}> {
  const reference = referenceDate ?? DEFAULT_REFERENCE_DATE;
  const finance = generateFinance(data.students, data.engagements, reference);
  return {
    invoices: await insert(invoices, 'invoices', finance.invoices),
    payments: await insert(payments, 'payments', finance.payments),
    portalPages: await insert(
      portalPages,
      'portal-pages',
      generatePortalPages(data.hubs, data.programmes),
    ),
    studentForms: await insert(studentForms, 'student-forms', [
      ...generateSupportForms(data.students),
      ...generateRecordForms(data.students),
    ]),
    studentNotes: await insert(
      studentNotes,
      'student-notes',
      generateStudentNotes(data.students, reference),
    ),
  };
}
