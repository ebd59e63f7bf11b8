import { z } from 'zod';
import { extensionRequestSchema } from '../students/extensions';
import { bursaryApplicationForm } from './bursary-application';
import { dbsForm, safeguardingForm } from './checks';
import type { StudentForm } from './define';
import { emergencyContactsForm } from './emergency-contacts';
import { intentionsForm, policiesAgreedForm } from './enrolment';
import {
  paymentDifficultyRequestForm,
  paymentDifficultyRequestSchema,
  planChangeRequestForm,
  planChangeRequestSchema,
} from './finance-requests';
import { hesaDataForm } from './hesadata';
import {
  iosRequestForm,
  iosRequestSchema,
  withdrawalForm,
  withdrawalRequestSchema,
} from './interruption-withdrawal';
import { learningSupportForm } from './learning-support';
import {
  deferralsWaiversRequestForm,
  deferralWaiverRequestSchema,
  extensionRequestForm,
  recordingRequestSchema,
  recordingsForm,
  studyBreakRequestForm,
  studyBreakRequestSchema,
} from './mitigating-circumstances';
import { personalDetailsForm } from './personal-details';
import { isStudentRequestType, type StudentRequestType } from './requests';
import { folderRequestForm, residentialRequirementsForm } from './residential';

export * from './bursary-application';
export * from './checks';
export * from './define';
// fields.ts (generic field builders such as email, phone) is imported directly, not re-exported.
export * from './emergency-contacts';
export * from './enrolment';
export * from './finance-requests';
export * from './hesadata';
export * from './interruption-withdrawal';
export * from './learning-support';
export * from './mitigating-circumstances';
export * from './personal-details';
export * from './requests';
export * from './residential';

/** Ids of the forms read and saved whole: GET/PUT forms/student/{id} (spec §7, verbatim). */
export const STUDENT_FORM_IDS = [
  'personal-details',
  'emergency-contacts',
  'learning-support',
  'residential-requirements',
  'folder-request',
  'bursary-application',
  'safeguarding',
  'dbs',
  'hesadata',
] as const;
export type StudentFormId = (typeof STUDENT_FORM_IDS)[number];

/** The GET/PUT forms by id; the type ties each key to its form's id. */
export const STUDENT_FORMS = {
  'personal-details': personalDetailsForm,
  'emergency-contacts': emergencyContactsForm,
  'learning-support': learningSupportForm,
  'residential-requirements': residentialRequirementsForm,
  'folder-request': folderRequestForm,
  'bursary-application': bursaryApplicationForm,
  safeguarding: safeguardingForm,
  dbs: dbsForm,
  hesadata: hesaDataForm,
} as const satisfies { [Id in StudentFormId]: StudentForm<Id> };

/** The request forms by request type: what a student asks staff to decide. */
export const STUDENT_REQUEST_FORMS = {
  'deferral-waiver': deferralsWaiversRequestForm,
  recording: recordingsForm,
  'study-break': studyBreakRequestForm,
  withdrawal: withdrawalForm,
  extension: extensionRequestForm,
  ios: iosRequestForm,
  'plan-change': planChangeRequestForm,
  'payment-difficulty': paymentDifficultyRequestForm,
} as const satisfies Record<StudentRequestType, StudentForm>;

/** The enrolment forms, each with its own PUT call (spec §7). */
export const ENROLMENT_FORMS = {
  intentions: intentionsForm,
  'policies-agreed': policiesAgreedForm,
} as const satisfies { [Id in 'intentions' | 'policies-agreed']: StudentForm<Id> };

/** True for an id of STUDENT_FORMS. */
export function isStudentFormId(id: string): id is StudentFormId {
  return Object.hasOwn(STUDENT_FORMS, id);
}

/** The GET/PUT form with this id (a route parameter, say), else undefined. */
export function studentFormOf<Id extends StudentFormId>(id: Id): (typeof STUDENT_FORMS)[Id];
export function studentFormOf(id: string): StudentForm | undefined;
export function studentFormOf(id: string): StudentForm | undefined {
  return isStudentFormId(id) ? STUDENT_FORMS[id] : undefined;
}

/** The request form of a request type, else undefined. */
export function requestFormOf(type: string): StudentForm | undefined {
  return isStudentRequestType(type) ? STUDENT_REQUEST_FORMS[type] : undefined;
}

/**
 * A request as the outbox holds it and POST forms/student/requests takes it: its type and the
 * body of its form. Extensions and interruptions also have their own calls (spec §7).
 */
export const studentRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('deferral-waiver'), data: deferralWaiverRequestSchema }),
    z.object({ type: z.literal('recording'), data: recordingRequestSchema }),
    z.object({ type: z.literal('study-break'), data: studyBreakRequestSchema }),
    z.object({ type: z.literal('withdrawal'), data: withdrawalRequestSchema }),
    z.object({ type: z.literal('extension'), data: extensionRequestSchema }),
    z.object({ type: z.literal('ios'), data: iosRequestSchema }),
    z.object({ type: z.literal('plan-change'), data: planChangeRequestSchema }),
    z.object({ type: z.literal('payment-difficulty'), data: paymentDifficultyRequestSchema }),
  ],
  { error: 'Choose what kind of request you are making' },
);
export type StudentRequest = z.infer<typeof studentRequestSchema>;
export * from './extension-form';
export * from './student-records';
