import { z } from 'zod';
import { defineStudentForm, optionsOf } from './define';
import {
  blankAsAbsent,
  choice,
  LONG_TEXT_MAX,
  mustTick,
  optionalText,
  pastDate,
  YES_NO_OPTIONS,
  yesNo,
} from './fields';

/** The safeguarding self-declaration, asked of students who work with children or adults at risk. */
export const safeguardingSchema = z
  .object({
    unprotectedConvictions: yesNo('Answer the question about convictions and cautions'),
    barred: yesNo('Answer the question about barring'),
    concernsRaised: yesNo('Answer the question about safeguarding concerns'),
    details: optionalText(LONG_TEXT_MAX),
    trainingCompleted: yesNo('Tell us whether you have completed safeguarding training'),
    trainingDate: blankAsAbsent(
      pastDate('Enter the date of your training', 'Your training date cannot be in the future'),
    ),
    declaration: mustTick('Confirm that your answers are true and complete'),
  })
  .superRefine((value, ctx) => {
    const yes = [value.unprotectedConvictions, value.barred, value.concernsRaised];
    if (yes.includes('Yes') && !value.details) {
      ctx.addIssue({
        code: 'custom',
        path: ['details'],
        message: 'Tell us about each question you answered "Yes" to',
      });
    }
    if (value.trainingCompleted === 'Yes' && !value.trainingDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['trainingDate'],
        message: 'Enter the date of your most recent safeguarding training',
      });
    }
  });
export type Safeguarding = z.infer<typeof safeguardingSchema>;
export type SafeguardingInput = z.input<typeof safeguardingSchema>;

/** The safeguarding form (GET/PUT forms/student/safeguarding). */
export const safeguardingForm = defineStudentForm({
  id: 'safeguarding',
  title: 'Safeguarding declaration',
  description:
    'Placements and ministry bring you into contact with children and adults at risk. A "Yes" does not stop you studying: we will talk it through with you in confidence.',
  schema: safeguardingSchema,
  fields: [
    {
      name: 'unprotectedConvictions',
      label:
        'Do you have any convictions, cautions, reprimands or final warnings that are not "protected"?',
      type: 'radio',
      options: YES_NO_OPTIONS,
      help: 'Protected convictions and cautions are filtered under the Rehabilitation of Offenders Act 1974 (Exceptions) Order and need not be declared',
      cols: 12,
    },
    {
      name: 'barred',
      label:
        'Are you barred from working with children or adults at risk, or being considered for a bar?',
      type: 'radio',
      options: YES_NO_OPTIONS,
      cols: 12,
    },
    {
      name: 'concernsRaised',
      label:
        'Has a church, employer or other organisation ever raised a safeguarding concern about you?',
      type: 'radio',
      options: YES_NO_OPTIONS,
      cols: 12,
    },
    {
      name: 'details',
      label: 'Details',
      type: 'textarea',
      help: 'Needed for any "Yes" answer: what happened, when, and the outcome',
      cols: 12,
    },
    {
      name: 'trainingCompleted',
      label: 'Have you completed safeguarding training in the last three years?',
      type: 'radio',
      options: YES_NO_OPTIONS,
      help: 'For example your church or diocese’s basic safeguarding course',
      cols: 12,
    },
    { name: 'trainingDate', label: 'Date of your most recent training', type: 'date' },
    {
      name: 'declaration',
      label: 'My answers are true and complete, and I will tell the college if anything changes',
      type: 'checkbox',
      cols: 12,
    },
  ],
});

/** Digits of a DBS certificate number, printed at the top right of the certificate. */
export const DBS_CERTIFICATE_NUMBER = /^\d{12}$/;
/** Levels of a DBS check. */
export const DBS_LEVELS = [
  'Basic',
  'Standard',
  'Enhanced',
  'Enhanced with barred list(s)',
] as const;
export type DbsLevel = (typeof DBS_LEVELS)[number];

const dbsNumber = z
  .string()
  // Students copy the number as printed, often in groups of digits.
  .overwrite((value) => value.replace(/\s+/g, ''))
  .regex(DBS_CERTIFICATE_NUMBER, 'A DBS certificate number has 12 digits');

/** The dbs form body: an existing certificate, if any, and consent to check it. */
export const dbsSchema = z
  .object({
    certificateNumber: blankAsAbsent(dbsNumber),
    certificateLevel: blankAsAbsent(choice(DBS_LEVELS, 'Choose the level of your DBS check')),
    issueDate: blankAsAbsent(
      pastDate('Enter the issue date', 'The issue date cannot be in the future'),
    ),
    updateService: yesNo('Tell us whether your certificate is on the DBS Update Service'),
    consent: mustTick('Tick to agree that the college may check your DBS certificate'),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.updateService === 'Yes' && !value.certificateNumber) {
      issue('certificateNumber', 'Enter your certificate number so we can check it online');
    }
    if (!value.certificateNumber) return;
    if (!value.issueDate) issue('issueDate', 'Enter the date your certificate was issued');
    if (!value.certificateLevel) issue('certificateLevel', 'Choose the level of your DBS check');
  });
export type Dbs = z.infer<typeof dbsSchema>;
export type DbsInput = z.input<typeof dbsSchema>;

/** The dbs form (GET/PUT forms/student/dbs): the criminal-record check (spec §3). */
export const dbsForm = defineStudentForm({
  id: 'dbs',
  title: 'DBS check',
  description:
    'Your Disclosure and Barring Service certificate. If you do not have one yet, leave the certificate fields blank and we will start a check with you.',
  schema: dbsSchema,
  fields: [
    {
      name: 'certificateNumber',
      label: 'Certificate number',
      help: 'The 12-digit number at the top right of your certificate',
    },
    { name: 'issueDate', label: 'Date of issue', type: 'date' },
    {
      name: 'certificateLevel',
      label: 'Level of check',
      type: 'select',
      options: optionsOf(DBS_LEVELS),
      help: 'Printed on the certificate; ministry roles usually need Enhanced with barred list(s)',
    },
    {
      name: 'updateService',
      label: 'Is your certificate on the DBS Update Service?',
      type: 'radio',
      options: YES_NO_OPTIONS,
      help: 'The Update Service lets us check your certificate online with your permission',
    },
    {
      name: 'consent',
      label:
        'I agree that the college may check my DBS certificate, including online through the Update Service',
      type: 'checkbox',
      cols: 12,
    },
  ],
});
