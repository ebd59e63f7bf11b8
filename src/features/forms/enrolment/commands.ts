import { z } from 'zod';
import { policiesAgreedSchema } from '../../../domain/forms';
import { defineCommand } from '../../../offline/commands';
import { type CollegiumDb, recordTable } from '../../../offline/database';

// Enrolment's writes (spec §5, §7), each kept on the device as a student-forms row at once and
// sent when the connection allows; the server's copy replaces it on the next sync.
async function putForm(
  db: CollegiumDb,
  studentId: string,
  formId: string,
  data: Record<string, unknown>,
) {
  const table = recordTable(db, 'student-forms');
  const id = `${studentId}:${formId}`;
  const row = await table.get(id);
  await table.put({ ...row, id, studentId, formId, data, version: row?.version ?? 0 });
}

const studentId = z.string().min(1);

/** What agreeing to the policies queues. */
export interface AgreePoliciesInput {
  studentId: string;
  data: z.infer<typeof policiesAgreedSchema>;
}

/** PUT forms/student/policies-agreed: the four policies accepted, with their version. */
export const agreePolicies = defineCommand<AgreePoliciesInput>({
  name: 'enrolment.agree-policies',
  schema: z.object({ studentId, data: policiesAgreedSchema }),
  label: (input) => `Enrolment — policies agreed (version ${input.data.policyVersion})`,
  method: 'PUT',
  path: () => '/api/forms/student/policies-agreed',
  body: (input) => input.data,
  entity: 'student-forms',
  recordId: (input) => `${input.studentId}:policies-agreed`,
  apply: (db, input) => putForm(db, input.studentId, 'policies-agreed', input.data),
});

/** What enrolling queues: the student and the session, for the label. */
export interface EnrolInput {
  studentId: string;
  session: string;
}

/** PUT forms/student/session-enrolled (empty body): enrolled on the current session. */
export const enrolOnSession = defineCommand<EnrolInput>({
  name: 'enrolment.enrol',
  schema: z.object({ studentId, session: z.string().min(1) }),
  label: (input) => `Enrolment — enrol on ${input.session}`,
  method: 'PUT',
  path: () => '/api/forms/student/session-enrolled',
  entity: 'student-forms',
  recordId: (input) => `${input.studentId}:session-enrolled`,
  apply: (db, input) => putForm(db, input.studentId, 'session-enrolled', {}),
});
