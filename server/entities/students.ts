import { and, ne, sql } from 'drizzle-orm';
import { studentRecordSchema } from '#domain/records/student';
import { students } from '../db/schema';
import { studentScopeKeys } from '../platform/auth/scope';
import { defineEntity, type Row } from '../platform/entities/define';
import { invalid } from '../platform/errors';
import { HUB, PROGRAMME, USER } from './references';
import { studentLists } from './student-lists';
import { followStudent } from './student-scope';

/** Who may read student records: staff, tutors (their tutees) and the student themselves. */
export const STUDENT_VIEW = [['students:view', 'mystudents:view', 'forms:student']] as const;
export const STUDENT_EDIT = [['students:admin', 'students:enrolment']] as const;
/**
 * Who may change a student's own details: STUDENT_EDIT, and a hub director for their hub's
 * students (their scope), on their device offline too. Engagements stay STUDENT_EDIT's.
 */
export const STUDENT_DETAILS_EDIT = [['students:admin', 'students:enrolment', 'role:hd']] as const;

function keysOfStudent(row: Row): string[] {
  return studentScopeKeys({
    id: row.id,
    hubId: String(row.hubId),
    tutorId: typeof row.tutorId === 'string' ? row.tutorId : null,
    programmeCode: String(row.programmeCode),
  });
}

/** Student records (spec §3). */
export const studentsEntity = defineEntity({
  name: 'students',
  label: 'Student',
  table: students,
  inputSchema: studentRecordSchema,
  policy: {
    view: STUDENT_VIEW,
    create: STUDENT_EDIT,
    update: STUDENT_DETAILS_EDIT,
    delete: ['students:admin'],
  },
  scopeKeys: keysOfStudent,
  references: { hubId: HUB, programmeCode: PROGRAMME, tutorId: USER },
  searchable: ['firstName', 'lastName', 'preferredName', 'email', 'partnerId'],
  searchText: students.searchText,
  sortable: ['lastName', 'firstName', 'email', 'hubId', 'programmeCode', 'createdAt', 'updatedAt'],
  filterable: ['hubId', 'programmeCode', 'tutorId'],
  // `?mode=enrolled|non-enrolled|new|all`: the lists of spec §2.3, with their exports.
  customList: studentLists,
  exportColumns: [
    { field: 'lastName', label: 'Last name' },
    { field: 'firstName', label: 'First name' },
    { field: 'email', label: 'Email' },
    { field: 'hubId', label: 'Hub' },
    { field: 'programmeCode', label: 'Programme' },
    { field: 'partnerId', label: 'Partner ID' },
  ],
  // Two students never share an email (it is how they sign in and receive mail); the device
  // cannot know the other records, so the server says so (422 on email).
  async validate({ tx, before, after }) {
    if (!after || (before && before.email === after.email)) return;
    const [taken] = await tx
      .select({ id: students.id })
      .from(students)
      .where(
        and(
          sql`lower(${students.email}) = lower(${String(after.email)})`,
          ne(students.id, after.id),
        ),
      )
      .limit(1);
    if (taken)
      throw invalid([{ message: 'Another student already uses this email', param: 'email' }]);
  },
  // Engagements, requests and forms are seen by whoever sees their student: they follow a move
  // of hub, tutor or programme.
  async afterWrite({ tx, before, after }) {
    if (!before || !after) return;
    const moved = ['hubId', 'tutorId', 'programmeCode'].some(
      (field) => before[field] !== after[field],
    );
    if (!moved) return;
    await followStudent(tx, after.id, keysOfStudent(after));
  },
});
