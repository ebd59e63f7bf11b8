import { z } from 'zod';
import {
  EXTENSION_LENGTH_LABELS,
  EXTENSION_LENGTHS,
  extensionRequestSchema,
} from '../students/extensions';
import { defineStudentForm, optionsOf } from './define';
import { evidenceFileIdsSchema } from './evidence-files';
import {
  choice,
  isoDate,
  LONG_TEXT_MAX,
  mustTick,
  optionalText,
  requiredLongText,
  requiredText,
} from './fields';

/**
 * The extension-request form: extensionRequestSchema as it is (evidence rule of spec §5),
 * posted to forms/student/extension-request/{engagementId}/{sessionId}/{moduleInstanceId}/.
 */
export const extensionRequestForm = defineStudentForm({
  id: 'extension-request',
  title: 'Extension request',
  description:
    'Ask for more time for an assignment. A 7-day extension is approved straight away; longer ones need evidence and are reviewed.',
  schema: extensionRequestSchema,
  fields: [
    {
      name: 'length',
      label: 'How much extra time do you need?',
      type: 'radio',
      options: EXTENSION_LENGTHS.map((value) => ({ value, label: EXTENSION_LENGTH_LABELS[value] })),
      cols: 12,
    },
    { name: 'reason', label: 'Reason', type: 'textarea', cols: 12 },
    {
      name: 'evidence',
      label: 'Evidence',
      type: 'textarea',
      help: 'Needed for anything longer than 7 days: describe your evidence, for example a letter from your GP, and attach it',
      cols: 12,
    },
  ],
});

/** Kinds of deferral and waiver request. */
export const DEFERRAL_WAIVER_KINDS = ['Deferral', 'Waiver'] as const;
export type DeferralWaiverKind = (typeof DEFERRAL_WAIVER_KINDS)[number];

/** A deferral (assessment moved to the next opportunity) or a waiver of a late penalty. */
export const deferralWaiverRequestSchema = z.object({
  kind: choice(DEFERRAL_WAIVER_KINDS, 'Choose a deferral or a waiver'),
  assignmentId: requiredText('Choose the assessment this request is about'),
  reason: requiredLongText('Tell us why you are making this request'),
  evidence: optionalText(LONG_TEXT_MAX),
  /** Evidence files uploaded first (POST forms/student/evidence); the request claims them. */
  evidenceFileIds: evidenceFileIdsSchema,
});
export type DeferralWaiverRequest = z.infer<typeof deferralWaiverRequestSchema>;

/** The deferrals-waivers-request form (a student request, type deferral-waiver). */
export const deferralsWaiversRequestForm = defineStudentForm({
  id: 'deferrals-waivers-request',
  title: 'Deferral or waiver request',
  description:
    'When circumstances beyond your control affect an assessment: defer it to the next submission point, or ask for a late-submission penalty to be waived.',
  schema: deferralWaiverRequestSchema,
  fields: [
    {
      name: 'kind',
      label: 'What are you asking for?',
      type: 'radio',
      options: [
        { value: 'Deferral', label: 'Deferral: submit at the next opportunity without penalty' },
        { value: 'Waiver', label: 'Waiver: remove a late-submission penalty' },
      ],
      cols: 12,
    },
    {
      name: 'assignmentId',
      label: 'Assessment',
      type: 'select',
      optionsFrom: 'current-assignments',
      cols: 12,
    },
    { name: 'reason', label: 'Reason', type: 'textarea', cols: 12 },
    {
      name: 'evidence',
      label: 'Evidence',
      type: 'textarea',
      help: 'Describe any evidence, such as a medical note, and attach it; it helps us decide quickly',
      cols: 12,
    },
  ],
});

/** Why a student asks for recordings of sessions. */
export const RECORDING_REASONS = [
  'Illness',
  'Disability or learning support',
  'Caring responsibilities',
  'Work or ministry commitments',
  'Travel disruption',
  'Other',
] as const;
export type RecordingReason = (typeof RECORDING_REASONS)[number];

/** A request for the recording of a taught session the student missed or needs again. */
export const recordingRequestSchema = z
  .object({
    sessionDate: isoDate('Enter the date of the session'),
    session: requiredText('Tell us which session you need, for example the module and lecture'),
    reason: choice(RECORDING_REASONS, 'Choose why you need the recording'),
    details: optionalText(LONG_TEXT_MAX),
  })
  .refine((value) => value.reason !== 'Other' || Boolean(value.details), {
    path: ['details'],
    message: 'Tell us why you need the recording',
  });
export type RecordingRequest = z.infer<typeof recordingRequestSchema>;

/** The recordings form (a student request, type recording). */
export const recordingsForm = defineStudentForm({
  id: 'recordings',
  title: 'Request a recording',
  description:
    'Ask for the recording of a session. Recordings are for your own study and must not be shared.',
  schema: recordingRequestSchema,
  fields: [
    { name: 'sessionDate', label: 'Date of the session', type: 'date' },
    {
      name: 'session',
      label: 'Session',
      help: 'Module and session title, for example "Old Testament 1: the Exodus"',
    },
    {
      name: 'reason',
      label: 'Why do you need it?',
      type: 'select',
      options: optionsOf(RECORDING_REASONS),
    },
    {
      name: 'details',
      label: 'More details',
      type: 'textarea',
      help: 'Needed if you chose "Other"',
      cols: 12,
    },
  ],
});

/** A short break from study within the session (longer breaks are interruptions of study). */
export const studyBreakRequestSchema = z
  .object({
    startDate: isoDate('Enter the first day of your break'),
    endDate: isoDate('Enter the last day of your break'),
    reason: requiredLongText('Tell us why you need a break'),
    acknowledgement: mustTick(
      'Confirm that you understand a break can change your deadlines and attendance',
    ),
  })
  .refine((value) => value.endDate >= value.startDate, {
    path: ['endDate'],
    message: 'The last day of your break cannot be before the first day',
  });
export type StudyBreakRequest = z.infer<typeof studyBreakRequestSchema>;

/** The study-break-request form (a student request, type study-break). */
export const studyBreakRequestForm = defineStudentForm({
  id: 'study-break-request',
  title: 'Study break request',
  description:
    'Ask for a short break from your studies. For a longer break, such as a term or more, ask for an interruption of studies instead.',
  schema: studyBreakRequestSchema,
  fields: [
    { name: 'startDate', label: 'First day of the break', type: 'date' },
    { name: 'endDate', label: 'Last day of the break', type: 'date' },
    { name: 'reason', label: 'Reason', type: 'textarea', cols: 12 },
    {
      name: 'acknowledgement',
      label: 'I understand a study break can change my assignment deadlines and attendance',
      type: 'checkbox',
      help: 'Your tutor will confirm any new deadlines with you',
      cols: 12,
    },
  ],
});
