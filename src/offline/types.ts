import type { StoredApplication } from '../domain/records/application';
import type { StoredEngagement } from '../domain/records/engagement';
import type { StoredHub } from '../domain/records/hub';
import type { StoredLeadActivity } from '../domain/records/lead-activity';
import type { StoredPotentialStudent } from '../domain/records/potential-student';
import type { StoredProgramme } from '../domain/records/programme';
import type { StoredReferenceList } from '../domain/records/reference-list';
import type { StoredAttendanceMark, StoredResidential } from '../domain/records/residential';
import type { StoredStudent } from '../domain/records/student';
import type { StoredStudentForm } from '../domain/records/student-form';
import type { StoredStudentNote } from '../domain/records/student-note';
import type { StoredStudentRequest } from '../domain/records/student-request';
import type { StoredTicket, StoredTicketMessage } from '../domain/records/ticket';

// The offline model's shapes (architecture §5). Shared by the page, the service worker and the tests.

/** The record tables kept on the device, fed by GET /api/sync. */
export const SYNCED_ENTITIES = [
  'students',
  'engagements',
  'applications',
  'hubs',
  'programmes',
  'student-forms',
  'student-requests',
  'student-notes',
  'potential-students',
  'lead-activities',
  'tickets',
  'ticket-messages',
  'reference-lists',
  'residentials',
  'attendance-marks',
] as const;
export type SyncedEntity = (typeof SYNCED_ENTITIES)[number];

/** A record as the API sends it: every record has an id and a version. */
export type SyncedRecord = { id: string; version: number } & Record<string, unknown>;

/**
 * The record each table keeps, typed with the record's schema (src/domain/records): what the
 * screens read. The sync engine and the outbox handle any record alike, as a SyncedRecord.
 */
export interface RecordTypes {
  students: StoredStudent;
  engagements: StoredEngagement;
  applications: StoredApplication;
  hubs: StoredHub;
  programmes: StoredProgramme;
  'student-forms': StoredStudentForm;
  'student-requests': StoredStudentRequest;
  'student-notes': StoredStudentNote;
  'potential-students': StoredPotentialStudent;
  'lead-activities': StoredLeadActivity;
  tickets: StoredTicket;
  'ticket-messages': StoredTicketMessage;
  'reference-lists': StoredReferenceList;
  residentials: StoredResidential;
  'attendance-marks': StoredAttendanceMark;
}

/** One entry of the change feed (server/features/sync/routes.ts). */
export type FeedChange =
  | { seq: number; entity: string; id: string; op: 'upsert'; record: SyncedRecord }
  | { seq: number; entity: string; id: string; op: 'delete' | 'remove' };

/** A page of the change feed. */
export interface FeedPage {
  changes: FeedChange[];
  cursor: number;
  hasMore: boolean;
  /** Changes left from the requested cursor (for the progress of a first sync). */
  remaining?: number;
}

/**
 * Where a queued change stands: waiting to be sent; being sent; failed for the network or the
 * server and waiting to retry; waiting for the user to sign in again (401); in conflict with the
 * server's version (409); refused by the server (422 with its message, 403, 404).
 */
export type OutboxState = 'pending' | 'sending' | 'retrying' | 'auth' | 'conflict' | 'rejected';

export type HttpMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The server's answer to a refused change, kept with the entry for the user to read. */
export interface OutboxError {
  status?: number;
  message: string;
  details?: { message: string; param?: string }[];
}

/**
 * A file sent with a queued change (evidence for a request). The Blob waits in IndexedDB with its
 * entry, and the entry goes as multipart/form-data (its body as the `data` part) when online.
 */
export interface OutboxFile {
  /** The multipart field, e.g. `evidence`. */
  field: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
}

/** A queued write (architecture §5 "every write is a named command"). */
export interface OutboxEntry {
  /** Also the Idempotency-Key: a resend never applies twice. */
  id: string;
  /** The queue belongs to a user, never to a session token. */
  userId: string;
  /** The command's name, e.g. `students.update`. */
  command: string;
  /** What the user sees: "Student — Ada Lovelace: phone". */
  label: string;
  method: HttpMethod;
  /** API path, e.g. `/api/students/42`. */
  path: string;
  body?: unknown;
  /** Files sent with the body (multipart, one request, never through /api/batch). */
  files?: OutboxFile[];
  /** The record the change is about (changes of one record are sent in order). */
  entity?: SyncedEntity;
  recordId?: string;
  /** The version the change was made on (sent as If-Match). */
  baseVersion?: number;
  /** The values of the changed fields before the change (PATCH merge, conflict screen). */
  base?: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  state: OutboxState;
  attempts: number;
  /** Not before this time (ISO) when retrying. */
  nextAttemptAt?: string;
  lastError?: OutboxError;
  /** The server's record when in conflict ("theirs"). */
  serverRecord?: SyncedRecord;
  /**
   * What the change looks like on the record, for commands that are not PATCH-shaped (e.g.
   * `{ sections: { eligibility: {...} } }`): deep-merged onto the server's copy while queued.
   */
  patch?: Record<string, unknown>;
  /**
   * Where in the record the body's `base` comes from (e.g. `['sections', 'eligibility']`): on
   * "keep mine" the base becomes the server's values there, so the resend is based on theirs.
   */
  baseAt?: string[];
}

/** A form's state saved as the user types (architecture §5 "Drafts"). */
export interface Draft {
  key: string;
  values: unknown;
  savedAt: string;
}

/** One mutation of a batch and its answer (server/features/batch/routes.ts). */
export interface BatchOperation {
  method: HttpMethod;
  path: string;
  body?: unknown;
  ifMatch?: number;
  idempotencyKey: string;
}
export interface BatchResult {
  status: number;
  body: unknown;
  replayed?: boolean;
}
