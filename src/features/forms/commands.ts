import { z } from 'zod';
import { defineCommand } from '../../offline/commands';
import { recordTable } from '../../offline/database';

/** What saving a student form queues: the whole answers of one form. */
export interface SaveFormInput {
  studentId: string;
  formId: string;
  title: string;
  data: Record<string, unknown>;
}

/**
 * Saves a student's form (PUT /api/forms/student/{form}): shown at once on the device, sent when
 * the connection allows. The student is the only one who writes their forms.
 */
export const saveStudentForm = defineCommand<SaveFormInput>({
  name: 'student-forms.save',
  schema: z.object({
    studentId: z.string().min(1),
    formId: z.string().min(1),
    title: z.string().min(1),
    data: z.record(z.string(), z.unknown()),
  }),
  label: (input) => `Form — ${input.title}`,
  method: 'PUT',
  path: (input) => `/api/forms/student/${encodeURIComponent(input.formId)}`,
  body: (input) => input.data,
  entity: 'student-forms',
  recordId: (input) => `${input.studentId}:${input.formId}`,
  apply: async (db, input) => {
    const table = recordTable(db, 'student-forms');
    const id = `${input.studentId}:${input.formId}`;
    const row = await table.get(id);
    await table.put({
      ...row,
      id,
      studentId: input.studentId,
      formId: input.formId,
      data: input.data,
      version: row?.version ?? 0,
    });
  },
});
