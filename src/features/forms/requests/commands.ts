import { z } from 'zod';
import { type StudentRequestType, studentRequestTypeSchema } from '../../../domain/forms/requests';
import { defineCommand } from '../../../offline/commands';
import { recordTable } from '../../../offline/database';
import type { OutboxFile } from '../../../offline/types';

// A student's requests (spec §7): made and withdrawn through the outbox, so they can be written
// offline. The device gives each request its id, so the row the student sees at once is the one
// the server keeps and the change feed later updates (status, staff's reason).

/** Where a new request is sent: the general requests call, or the type's own call of §7. */
export type RequestRoute =
  | { kind: 'requests'; type: string }
  | { kind: 'ios' }
  | { kind: 'extension'; engagementId: string; sessionId: string; moduleInstanceId: string };

/** What making a request queues. */
export interface MakeRequestInput {
  id: string;
  studentId: string;
  /** The request type the row shows. */
  type: StudentRequestType;
  title: string;
  route: RequestRoute;
  data: Record<string, unknown>;
  /** Shown at once: 'Approved' for an extension approved without review, else 'Pending'. */
  status: 'Pending' | 'Approved';
}

const segment = z.string().min(1).max(200);
const routeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('requests'), type: segment }),
  z.object({ kind: z.literal('ios') }),
  z.object({
    kind: z.literal('extension'),
    engagementId: segment,
    sessionId: segment,
    moduleInstanceId: segment,
  }),
]);

function pathOf(route: RequestRoute): string {
  if (route.kind === 'requests') return '/api/forms/student/requests';
  if (route.kind === 'ios') return '/api/forms/student/ios-request';
  const parts = [route.engagementId, route.sessionId, route.moduleInstanceId];
  return `/api/forms/student/extension-request/${parts.map(encodeURIComponent).join('/')}/`;
}

function bodyOf(input: MakeRequestInput): Record<string, unknown> {
  // The general call takes { type, data }; the types' own calls take the form's body.
  return input.route.kind === 'requests'
    ? { id: input.id, type: input.route.type, data: input.data }
    : { ...input.data, id: input.id };
}

/** Makes a request (POST): shown at once in the student's list, sent when online. */
export const makeRequest = defineCommand<MakeRequestInput>({
  name: 'student-requests.make',
  schema: z.object({
    id: z.string().min(8).max(100),
    studentId: segment,
    type: studentRequestTypeSchema,
    title: segment,
    route: routeSchema,
    data: z.record(z.string(), z.unknown()),
    status: z.enum(['Pending', 'Approved']),
  }),
  label: (input) => `Request — ${input.title}`,
  method: 'POST',
  path: (input) => pathOf(input.route),
  body: bodyOf,
  entity: 'student-requests',
  recordId: (input) => input.id,
  apply: async (db, input) => {
    await recordTable(db, 'student-requests').put({
      id: input.id,
      studentId: input.studentId,
      type: input.type,
      status: input.status,
      data: input.data,
      decisionReason: null,
      createdAt: new Date().toISOString(),
      version: 0,
    });
  },
});

/** Withdraws a pending request (DELETE; the server refuses once it is decided). */
export const withdrawRequest = defineCommand<{ id: string; title: string }>({
  name: 'student-requests.withdraw',
  schema: z.object({ id: segment, title: segment }),
  label: (input) => `Withdraw request — ${input.title}`,
  method: 'DELETE',
  path: (input) => `/api/forms/student/requests/${encodeURIComponent(input.id)}`,
  entity: 'student-requests',
  recordId: (input) => input.id,
  baseOf: (row) => (row ? { status: row.status } : undefined),
  apply: async (db, input) => {
    const table = recordTable(db, 'student-requests');
    const row = await table.get(input.id);
    if (row) await table.put({ ...row, status: 'Withdrawn' });
  },
});

/** Chosen evidence files as the outbox keeps them: Blobs under the `evidence` field. */
export function evidenceOutboxFiles(files: readonly File[]): OutboxFile[] {
  return files.map((file) => ({
    field: 'evidence',
    name: file.name,
    type: file.type || 'application/octet-stream',
    size: file.size,
    blob: file,
  }));
}
