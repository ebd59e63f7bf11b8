import { z } from 'zod';
import { INTERRUPTION_CATEGORIES, interruptionCodeSchema } from '../students/interruptions';
import { defineStudentForm, optionsOf } from './define';
import {
  choice,
  isoDate,
  LONG_TEXT_MAX,
  mustTick,
  optionalText,
  pastDate,
  relabel,
  requiredLongText,
} from './fields';

/** Why a student withdraws; 'Other' needs details. */
export const WITHDRAWAL_REASONS = [
  'Personal reasons',
  'Health reasons',
  'Financial reasons',
  'Gone into employment',
  'Transferring to another institution',
  'The course is not what I expected',
  'Other',
] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

/** A request to withdraw from the programme. */
export const withdrawalRequestSchema = z
  .object({
    reason: choice(WITHDRAWAL_REASONS, 'Choose the main reason you are withdrawing'),
    details: optionalText(LONG_TEXT_MAX),
    lastAttendanceDate: pastDate(
      'Enter the last date you attended',
      'The last date you attended cannot be in the future',
    ),
    acknowledgement: mustTick(
      'Confirm that you understand withdrawing ends your studies and may leave fees to pay',
    ),
  })
  .refine((value) => value.reason !== 'Other' || Boolean(value.details), {
    path: ['details'],
    message: 'Tell us why you are withdrawing',
  });
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** The withdrawal form (a student request, type withdrawal). */
export const withdrawalForm = defineStudentForm({
  id: 'withdrawal',
  title: 'Withdraw from your studies',
  description:
    'Tell us you are leaving the programme. Please talk to your tutor first: an interruption of studies may suit you better.',
  schema: withdrawalRequestSchema,
  fields: [
    {
      name: 'reason',
      label: 'Main reason',
      type: 'select',
      options: optionsOf(WITHDRAWAL_REASONS),
    },
    {
      name: 'lastAttendanceDate',
      label: 'Last date you attended',
      type: 'date',
      help: 'Your last class, hub day or submitted work; it can affect the fees due',
    },
    {
      name: 'details',
      label: 'More details',
      type: 'textarea',
      help: 'Needed if you chose "Other"; anything else you would like us to know',
      cols: 12,
    },
    {
      name: 'acknowledgement',
      label: 'I understand that withdrawing ends my studies and that I may still have fees to pay',
      type: 'checkbox',
      cols: 12,
    },
  ],
});

/** A request to interrupt studies (IoS) with the statutory category code (spec §9). */
export const iosRequestSchema = z
  .object({
    category: relabel(interruptionCodeSchema, 'Choose the reason for your interruption'),
    startDate: isoDate('Enter the date your interruption starts'),
    expectedReturnDate: isoDate('Enter the date you expect to return'),
    details: requiredLongText('Tell us about your circumstances'),
  })
  .refine((value) => value.expectedReturnDate > value.startDate, {
    path: ['expectedReturnDate'],
    message: 'Your expected return date must be after the start of your interruption',
  });
export type IosRequest = z.infer<typeof iosRequestSchema>;

/** The ios-request form (GET/POST forms/student/ios-request; request type ios). */
export const iosRequestForm = defineStudentForm({
  id: 'ios-request',
  title: 'Interruption of studies',
  description:
    'Pause your studies for a while and come back later. Your tutor and the registry will discuss the return date with you.',
  schema: iosRequestSchema,
  fields: [
    {
      name: 'category',
      label: 'Reason for the interruption',
      type: 'select',
      options: INTERRUPTION_CATEGORIES.map(({ code, label }) => ({
        value: code,
        label: `${label} (${code})`,
      })),
      cols: 12,
    },
    { name: 'startDate', label: 'Start of the interruption', type: 'date' },
    { name: 'expectedReturnDate', label: 'Expected return date', type: 'date' },
    {
      name: 'details',
      label: 'Your circumstances',
      type: 'textarea',
      help: 'What has happened and what support would help you return; kept confidential',
      cols: 12,
    },
  ],
});
