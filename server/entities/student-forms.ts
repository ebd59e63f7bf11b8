import { studentFormRecordSchema } from '#domain/records/student-form';
import { studentForms } from '../db/schema';
import { defineEntity } from '../platform/entities/define';
import { STUDENT } from './references';
import { keysOfStudentRecord } from './student-scope';

/**
 * Students' answers to their self-service forms, one record per student and form. Students write
 * them through /api/forms/student/<form> (each form's own schema); staff read them here.
 */
export const studentFormsEntity = defineEntity({
  name: 'student-forms',
  label: 'Student form',
  table: studentForms,
  inputSchema: studentFormRecordSchema,
  policy: {
    view: [['forms:student', 'students:view', 'mystudents:view']],
    // Students write through the forms routes, which check each form's schema.
    create: ['students:admin'],
    update: ['students:admin'],
    delete: ['students:admin'],
  },
  scopeKeys: keysOfStudentRecord,
  references: { studentId: STUDENT },
  searchable: ['formId'],
  sortable: ['updatedAt', 'formId'],
  filterable: ['studentId', 'formId'],
  exportColumns: [
    { field: 'studentId', label: 'Student' },
    { field: 'formId', label: 'Form' },
    { field: 'updatedAt', label: 'Updated', kind: 'datetime' },
  ],
});
