// Shapes of the read-only student calls of spec §7 (transcript, assignments, extensions, finance
// details, content pages): the server builds them, the client shows them. Money in integer pence.
import type { ExtensionLength } from '../students/extensions';
import type { RequestStatus } from './requests';

/** How a module registration ended (or that it has not yet). */
export const MODULE_RESULTS = ['Pending', 'Pass', 'Fail', 'Deferred'] as const;
export type ModuleResult = (typeof MODULE_RESULTS)[number];

/** One module on a transcript. */
export interface TranscriptModule {
  moduleCode: string;
  title: string;
  level: number;
  credits: number;
  /** Academic year title, e.g. `2025-26`. */
  sessionId: string;
  mark: number | null;
  /** The mark's grade on the grade scale of the module's level (admin/grades); null unmarked. */
  grade: string | null;
  result: ModuleResult;
  creditsAwarded: number;
}

/** One engagement (programme enrolment) on a transcript, with its modules. */
export interface TranscriptEngagement {
  engagementId: string;
  code: string;
  programmeCode: string;
  programmeName: string;
  status: string;
  startDate: string;
  endDate: string | null;
  creditsAchieved: number;
  modules: TranscriptModule[];
  /** The award made or the exit award taken, when there is one. */
  award: string | null;
}

/** GET forms/student/transcript (`?export=pdf` downloads it as a PDF). */
export interface Transcript {
  studentId: string;
  studentName: string;
  generatedAt: string;
  totalCreditsAwarded: number;
  engagements: TranscriptEngagement[];
}

/** An assignment due in the current session: what an extension request is about. */
export interface CurrentAssignment {
  engagementId: string;
  sessionId: string;
  moduleInstanceId: string;
  moduleCode: string;
  moduleTitle: string;
  title: string;
  dueDate: string;
  /** The student's live extension request for it, if any (one per assignment). */
  extensionRequestId: string | null;
}

/** An uploaded evidence file as the student and staff see it. */
export interface EvidenceFileSummary {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** GET forms/student/current-extensions: the student's extension requests this session. */
export interface CurrentExtension {
  /** The student request's id. */
  id: string;
  engagementId: string;
  sessionId: string;
  moduleInstanceId: string;
  moduleTitle: string;
  assignmentTitle: string;
  length: ExtensionLength;
  status: RequestStatus;
  reason: string;
  decisionReason: string | null;
  originalDueDate: string;
  /** The new due date once approved ('more' than 21 days: set by staff, else null). */
  newDueDate: string | null;
  evidenceFiles: EvidenceFileSummary[];
  createdAt: string;
}

/** Where one instalment of a payment plan stands. */
export const INSTALMENT_STATUSES = ['Paid', 'Part paid', 'Due', 'Overdue'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

/** GET forms/student/finance-details. */
export interface FinanceDetails {
  /** The current academic year title. */
  sessionId: string;
  paymentTerm: string | null;
  fees: { description: string; amountPence: number }[];
  totalFeesPence: number;
  plan: { dueDate: string; amountPence: number; paidPence: number; status: InstalmentStatus }[];
  invoices: {
    id: string;
    number: string;
    sessionId: string;
    description: string;
    issuedOn: string;
    dueOn: string;
    amountPence: number;
    paidPence: number;
    /** Credit notes against it (a bursary, a change of plan). */
    creditedPence: number;
    balancePence: number;
  }[];
  payments: {
    id: string;
    paidOn: string;
    amountPence: number;
    method: string;
    reference: string | null;
  }[];
  /** Credit notes on the student's invoices, newest first. */
  creditNotes: {
    id: string;
    number: string;
    invoiceNumber: string;
    issuedOn: string;
    amountPence: number;
    reason: string;
  }[];
  /** What the student owes now: invoiced minus paid and credited (negative is credit). */
  balancePence: number;
}

/** Categories of content pages (spec §2.5) and the forms-area groups that show pages. */
export const PORTAL_PAGE_CATEGORIES = [
  'programme',
  'hub',
  'studyskills',
  'ittools',
  'wellbeing',
  'policies',
  'library',
  'residential',
  'finance',
  'student-support',
  'help',
] as const;
/**
 * Staff pages served as content pages too (spec §2.2): the knowledge base (`/kb/{name}`,
 * dashboard:view), the hub directors' handbook (`/hdhandbook/{name}`, dashboard:hubdirector) and
 * the faculty handbook (`/handbook/{name}`, mystudents:menu). Not forms-area categories: students
 * never list or prefetch them.
 */
export const HANDBOOK_CATEGORIES = ['kb', 'hdhandbook', 'handbook'] as const;
export type PortalPageCategory =
  | (typeof PORTAL_PAGE_CATEGORIES)[number]
  | (typeof HANDBOOK_CATEGORIES)[number];

/** GET forms/pages/{category}/{name}: a content page (markdown, sanitised when shown). */
export interface PortalPage {
  category: PortalPageCategory;
  name: string;
  title: string;
  body: string;
  updatedAt: string;
}
