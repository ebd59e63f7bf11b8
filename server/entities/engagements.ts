import { engagementRecordSchema } from '#domain/records/engagement';
import type { AnyEngagementStatus } from '#domain/students/engagement-status';
import { refusedTransition } from '#domain/students/engagement-status-change';
import { engagements } from '../db/schema';
import { defineEntity } from '../platform/entities/define';
import { invalid } from '../platform/errors';
import { PROGRAMME, STUDENT } from './references';
import { keysOfStudentRecord } from './student-scope';
import { STUDENT_EDIT, STUDENT_VIEW } from './students';

/** Engagements: a student's enrolments, seen by whoever sees the student (spec §3, §4). */
export const engagementsEntity = defineEntity({
  name: 'engagements',
  label: 'Engagement',
  table: engagements,
  inputSchema: engagementRecordSchema,
  policy: {
    view: STUDENT_VIEW,
    create: STUDENT_EDIT,
    update: STUDENT_EDIT,
    delete: ['students:admin'],
  },
  scopeKeys: keysOfStudentRecord,
  references: { studentId: STUDENT, programmeCode: PROGRAMME },
  searchable: ['code', 'cohort', 'programmeCode'],
  sortable: ['startDate', 'code', 'status', 'cohort', 'programmeCode', 'updatedAt'],
  filterable: ['studentId', 'status', 'programmeCode', 'cohort'],
  exportColumns: [
    { field: 'code', label: 'Code' },
    { field: 'studentId', label: 'Student' },
    { field: 'programmeCode', label: 'Programme' },
    { field: 'status', label: 'Status' },
    { field: 'cohort', label: 'Cohort' },
    { field: 'credits', label: 'Credits', kind: 'number' },
    { field: 'startDate', label: 'Start', kind: 'date' },
    { field: 'endDate', label: 'End', kind: 'date' },
  ],
  validate({ before, after }) {
    if (!before || !after || before.status === after.status) return;
    // Status moves only along the allowed transitions (spec §4).
    const from = before.status as AnyEngagementStatus;
    const to = after.status as AnyEngagementStatus;
    const refused = refusedTransition(from, to);
    if (refused) throw invalid([{ message: refused, param: 'status' }]);
    // ...and only with its reason in the history: the status route adds the entry, a plain
    // edit of the record cannot (statusHistory is not an input field).
    const history = Array.isArray(after.statusHistory) ? after.statusHistory : [];
    const earlier = Array.isArray(before.statusHistory) ? before.statusHistory.length : 0;
    const last: unknown = history.at(-1);
    const recorded =
      history.length === earlier + 1 &&
      typeof last === 'object' &&
      last !== null &&
      'to' in last &&
      last.to === to;
    if (!recorded) {
      const message =
        'Change the status with its reason and date (Change status), not by editing the record';
      throw invalid([{ message, param: 'status' }], message);
    }
  },
});
