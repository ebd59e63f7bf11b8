import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../platform/auth/passwords';
import { type ChangeEntry, ChangeWriter, type Tx } from '../../platform/changes';
import { bulkInsert } from '../bulk-insert';
import { type Db, queryRows } from '../client';
import {
  alumniProfiles,
  applications,
  attendanceMarks,
  consents,
  contacts,
  engagements,
  enrolmentSessions,
  facultyProfiles,
  furtherStudyInterests,
  gifts,
  gradeScales,
  hesaMappings,
  hesaReferenceFacts,
  hesaStudentDetails,
  hesaValidValues,
  hubs,
  moduleInstances,
  moduleRegistrations,
  modules,
  organisations,
  programmes,
  residentials,
  students,
  tuitionFees,
  users,
} from '../schema';
import { generateAcademicData, generateFacultyProfiles } from './academic';
import { generateRelationships } from './contacts';
import { DEMO_PASSWORD } from './demo-accounts';
import { generateTuitionFees } from './finance';
import { generateFurtherStudy } from './further-study';
import { type DemoData, type DemoDataOptions, generateDemoData } from './generate';
import { generateGradeScales } from './grade-scales';
import { generateHesaMappings, generateHesaValidValues } from './hesa';
import { generateHesaReferenceFacts } from './hesa-facts';
import { generateHesaStudentDetails } from './hesa-students';
import { seedLeads } from './leads';
import { generateAlumniData, generateOrganisations } from './organisations';
import { DEFAULT_REFERENCE_DATE } from './random';
import { generateRecordSessions } from './record-forms';
import { generateResidentials } from './residentials';
import { seedStudentRecords } from './student-records';
import { seedTickets } from './tickets';

/**
 * Options of seedDemo: sizes and reference date of the generated data, and the day the
 * academic records are built around (default: today, so the current session is the clock's).
 */
export type SeedOptions = DemoDataOptions & { today?: string };

/** How many rows of each kind the seed inserted (changes: change-feed rows). */
export interface SeedCounts {
  hubs: number;
  programmes: number;
  users: number;
  students: number;
  engagements: number;
  applications: number;
  /** The helpdesk's demo tickets and their messages (in the change feed). */
  tickets: number;
  ticketMessages: number;
  changes: number;
  /** Academic records (not in the change feed: the forms routes read them). */
  modules: number;
  moduleInstances: number;
  moduleRegistrations: number;
  facultyProfiles: number;
}

/** Thrown when the database already holds users: the seed never mixes with real data. */
export class SeedRefusedError extends Error {
  constructor() {
    super(
      'The database already has users: the demo seed only runs on an empty database ' +
        '(use a fresh DATA_DIR or database).',
    );
    this.name = 'SeedRefusedError';
  }
}

async function hasUsers(tx: Pick<Db, 'execute'>): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from users) as found`,
  );
  return rows[0]?.found === true;
}

interface SeededRow {
  id: string;
  seq?: number;
  scopeKeys?: string[];
}

// Records the rows' changes (one per row, in row order), stores each number as the row's seq,
// then inserts the rows in batches.
async function insertWithChanges<T extends SeededRow>(
  tx: Tx,
  writer: ChangeWriter,
  table: PgTable,
  entity: string,
  rows: readonly T[],
): Promise<number> {
  const entries: ChangeEntry[] = rows.map((row) => ({
    entity,
    recordId: row.id,
    op: 'upsert',
    scopeBefore: [],
    // Hubs and programmes have no scope column: reference data, scoped to no one in particular.
    scopeAfter: row.scopeKeys ?? [],
  }));
  const seqs = await writer.record(entries);
  return bulkInsert(
    tx,
    table,
    rows.map((row, index) => ({ ...row, seq: seqs[index] })),
  );
}

/** Names each student account's record, once the records are in (a few demo accounts). */
async function linkStudentAccounts(
  tx: Tx,
  rows: readonly { id: string; studentId?: string | null }[],
): Promise<void> {
  for (const { id, studentId } of rows) {
    if (studentId) await tx.update(users).set({ studentId }).where(eq(users.id, id));
  }
}

/**
 * Seeds the demo data set (architecture §3) in one transaction, with a change-feed row per record.
 * Throws SeedRefusedError when the database already has users.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedCounts> {
  // Checked before the slow part, and again inside the transaction (another process may
  // have seeded meanwhile).
  if (await hasUsers(db)) throw new SeedRefusedError();
  const data = generateDemoData(options);
  // argon2 is slow on purpose: hash once, share the hash among all seeded accounts.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userRows = data.users.map((user) => ({ ...user, passwordHash }));
  // Tutors in the order generated: the demo tutor first.
  const tutorIds = data.users.filter((user) => user.roles?.includes('faculty')).map((u) => u.id);
  const academic = generateAcademicData(
    data.engagements,
    options.today ?? new Date().toISOString().slice(0, 10),
    tutorIds,
  );
  const organisationRows = generateOrganisations(data.hubs);
  // Issue 23: the demo residentials (synced to staff devices) and the past one's marks.
  const residentialData = generateResidentials({
    today: options.today ?? new Date().toISOString().slice(0, 10),
    students: data.students,
    engagements: data.engagements,
    moduleInstances: academic.moduleInstances,
    moduleRegistrations: academic.moduleRegistrations,
    hubIds: data.hubs.map((hub) => hub.id),
    tutors: data.users.filter((user) => tutorIds.includes(user.id)),
  });
  const alumni = generateAlumniData(
    data.students,
    data.engagements,
    organisationRows,
    options.referenceDate ?? DEFAULT_REFERENCE_DATE,
  );
  const counts = await db.transaction(async (tx) => {
    if (await hasUsers(tx)) throw new SeedRefusedError();
    const writer = new ChangeWriter(tx);
    const counts = {
      hubs: await insertWithChanges(tx, writer, hubs, 'hubs', data.hubs),
      programmes: await insertWithChanges(tx, writer, programmes, 'programmes', data.programmes),
      // A student's account names their record, and a student names their tutor's account: the
      // accounts go in first without their records, which they name once those exist.
      users: await insertWithChanges(
        tx,
        writer,
        users,
        'users',
        userRows.map((user) => ({ ...user, studentId: null })),
      ),
      students: await insertWithChanges(tx, writer, students, 'students', data.students),
      engagements: await insertWithChanges(
        tx,
        writer,
        engagements,
        'engagements',
        data.engagements,
      ),
      applications: await insertWithChanges(
        tx,
        writer,
        applications,
        'applications',
        data.applications,
      ),
      ...(await seedStudentRecords(data, options.referenceDate, (table, entity, rows) =>
        insertWithChanges(tx, writer, table, entity, rows),
      )),
      // Potential students name applications: after them.
      ...(await seedLeads(
        data.applications,
        options.referenceDate ?? DEFAULT_REFERENCE_DATE,
        (table, entity, rows) => insertWithChanges(tx, writer, table, entity, rows),
      )),
      // The helpdesk queue's demo tickets (synced to the helpdesk and each requester).
      ...(await seedTickets(
        options.today ?? new Date().toISOString().slice(0, 10),
        (table, entity, rows) => insertWithChanges(tx, writer, table, entity, rows),
      )),
      residentials: await insertWithChanges(
        tx,
        writer,
        residentials,
        'residentials',
        residentialData.residentials,
      ),
      attendanceMarks: await insertWithChanges(
        tx,
        writer,
        attendanceMarks,
        'attendance-marks',
        residentialData.attendanceMarks,
      ),
    };
    await linkStudentAccounts(tx, userRows);
    const changes = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return {
      ...counts,
      changes,
      modules: await bulkInsert(tx, modules, academic.modules),
      moduleInstances: await bulkInsert(tx, moduleInstances, academic.moduleInstances),
      moduleRegistrations: await bulkInsert(tx, moduleRegistrations, academic.moduleRegistrations),
      facultyProfiles: await bulkInsert(tx, facultyProfiles, generateFacultyProfiles(tutorIds)),
      // Not in the change feed (enrolment sessions are read online), like start-year's.
      enrolmentSessions: await bulkInsert(
        tx,
        enrolmentSessions,
        generateRecordSessions(
          data.students,
          data.engagements,
          options.today ?? new Date().toISOString().slice(0, 10),
        ),
      ),
      tuitionFees: await bulkInsert(
        tx,
        tuitionFees,
        generateTuitionFees(data.programmes.map((programme) => programme.id)),
      ),
      // Online-only records of issue 20 (organisations, alumni): not in the change feed.
      organisations: await bulkInsert(tx, organisations, organisationRows),
      alumniProfiles: await bulkInsert(tx, alumniProfiles, alumni.profiles),
      alumniConsents: await bulkInsert(tx, consents, alumni.consents),
      ...(await seedRelationships(tx, data, options.referenceDate)),
      // Read online only (Registrations → Further study), so not in the change feed either.
      furtherStudyInterests: await bulkInsert(
        tx,
        furtherStudyInterests,
        generateFurtherStudy(data.engagements, options.referenceDate ?? DEFAULT_REFERENCE_DATE),
      ),
      // Read online only (admin/grades; marks shown with their grade): not in the change feed.
      gradeScales: await bulkInsert(tx, gradeScales, generateGradeScales()),
      // HESA valid values and default mappings (issue 22; online only, not in the change feed).
      hesaValidValues: await bulkInsert(tx, hesaValidValues, generateHesaValidValues()),
      hesaMappings: await bulkInsert(tx, hesaMappings, generateHesaMappings()),
      // The students' HESA details (the record's HESA tab; online only).
      hesaStudentDetails: await bulkInsert(
        tx,
        hesaStudentDetails,
        generateHesaStudentDetails(data.students),
      ),
      // The return's facts of the college, programmes, modules, hubs and residential venues.
      hesaReferenceFacts: await bulkInsert(
        tx,
        hesaReferenceFacts,
        generateHesaReferenceFacts({
          programmes: data.programmes.map((p) => p.id),
          modules: academic.modules.map((m) => m.id),
          hubs: data.hubs.map((h) => h.id),
        }),
      ),
    };
  });
  await recordSeededPlans(db);
  // Statistics for the planner, and the visibility map for index-only counts: PGlite has no
  // autovacuum, so without this a seeded database is planned as if its tables were empty.
  await db.execute(sql`vacuum analyze`);
  return counts;
}

/**
 * Contacts, consents and gifts (issue 20; online only, so not in the change feed): contacts
 * link to the organisations seeded before them, and alumni are the students with a Completed
 * engagement.
 */
async function seedRelationships(tx: Tx, data: DemoData, referenceDate?: string) {
  const completed = new Set(
    data.engagements.filter((e) => e.status === 'Completed').map((e) => e.studentId),
  );
  const organisationIds = (
    await tx.select({ id: organisations.id }).from(organisations).orderBy(organisations.id)
  ).map((row) => row.id);
  const seeded = generateRelationships(
    data.students.filter((student) => completed.has(student.id)),
    organisationIds,
    referenceDate ?? DEFAULT_REFERENCE_DATE,
  );
  return {
    contacts: await bulkInsert(tx, contacts, seeded.contacts),
    consents: await bulkInsert(tx, consents, seeded.consents),
    gifts: await bulkInsert(tx, gifts, seeded.gifts),
  };
}

/**
 * What the finance seed decided, where issuing reads it: each year's payment plan (from its
 * tuition invoice), and the invoice and credit-note numbers continuing after the seeded ones.
 */
async function recordSeededPlans(db: Db): Promise<void> {
  await db.execute(sql`
    insert into payment_plans
      (id, student_id, engagement_id, session_id, payment_term, intake_date, loan_reference)
    select engagement_id || ':' || session_id, student_id, engagement_id, session_id, payment_term,
      intake_date,
      -- About one student-loan plan in sixteen still awaits its reference (fees validation).
      case when payment_term = 'Student Loan' and left(md5(engagement_id || session_id), 1) <> '0'
        then 'SLC' || upper(substr(md5(engagement_id || session_id), 1, 8)) end
    from invoices where payment_term is not null and engagement_id is not null
    on conflict do nothing`);
  await db.execute(
    sql`select setval('invoice_numbers', (select count(*) + 1 from invoices), false)`,
  );
}
