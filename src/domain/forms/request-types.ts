// Without zod, so the first screen that reads it does not load the schema library
// (architecture §7 bundle budgets); the schemas import it from here.

/** Kinds of request a student makes for staff to decide. */
export const STUDENT_REQUEST_TYPES = [
  'deferral-waiver',
  'recording',
  'study-break',
  'withdrawal',
  'extension',
  'ios',
  'plan-change',
  'payment-difficulty',
] as const;
export type StudentRequestType = (typeof STUDENT_REQUEST_TYPES)[number];
/** True for one of STUDENT_REQUEST_TYPES. */
export function isStudentRequestType(value: string): value is StudentRequestType {
  return (STUDENT_REQUEST_TYPES as readonly string[]).includes(value);
}

/** What each kind of request is called where staff and students list them. */
export const REQUEST_TYPE_LABELS = {
  'deferral-waiver': 'Deferral or waiver',
  recording: 'Recording',
  'study-break': 'Study break',
  withdrawal: 'Withdrawal',
  extension: 'Extension',
  ios: 'Interruption of studies',
  'plan-change': 'Change of payment plan',
  'payment-difficulty': 'Difficulty paying',
} as const satisfies Record<StudentRequestType, string>;

/** The name of a request's kind as people read it; an unknown kind shows as it is. */
export function requestTypeLabel(type: string): string {
  return isStudentRequestType(type) ? REQUEST_TYPE_LABELS[type] : type;
}
