import { studentFormRecordSchema } from '#domain/records/student-form';
import { studentForms } from '../db/schema';
import type { Tx } from '../platform/changes';
import { defineEntity, type Row } from '../platform/entities/define';
import { STUDENT } from './references';
import { keysOfForm, keysOfStudentRecord } from './student-scope';

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
  scopeKeys: keysOfStudentForm,
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

/**
 * Scope keys of a student's form (keysOfForm): a tutor receives only shared learning support.
 * Scope keys are what the list, point read, export and sync feed all filter by, so this one rule
 * keeps every other form off a tutor's device; a withdrawn consent drops the tutor key and the
 * feed tells the device to remove it.
 */
async function keysOfStudentForm(row: Row, tx: Tx): Promise<string[]> {
  return keysOfForm(await keysOfStudentRecord(row, tx), row);
}
