import { z } from 'zod';
import { defineStudentForm, optionsOf } from './define';
import {
  addressFields,
  blankAsAbsent,
  choice,
  LONG_TEXT_MAX,
  optionalAddressFor,
  optionalText,
  YES_NO_OPTIONS,
  yesNo,
} from './fields';

/** Dietary needs the venue caters for; 'None' stands alone. */
export const DIETARY_NEEDS = [
  'None',
  'Vegetarian',
  'Vegan',
  'Pescatarian',
  'Gluten-free (coeliac)',
  'Dairy-free',
  'Halal',
  'Kosher',
  'Food allergy',
  'Other',
] as const;
export type DietaryNeed = (typeof DIETARY_NEEDS)[number];

// The kitchen cannot cater safely for these without a description.
const NEEDS_DETAILS: readonly DietaryNeed[] = ['Food allergy', 'Other'];

/**
 * The residential-requirements form body. Dietary needs and accessibility are always asked;
 * adjustments, evacuation and other are optional (spec §5).
 */
export const residentialRequirementsSchema = z
  .object({
    dietary: z
      .array(z.enum(DIETARY_NEEDS), { error: 'Choose your dietary needs, or "None"' })
      .min(1, 'Choose your dietary needs, or "None"'),
    dietaryDetails: optionalText(LONG_TEXT_MAX),
    accessibility: yesNo('Tell us whether you have any accessibility needs at the venue'),
    accessibilityDetails: optionalText(LONG_TEXT_MAX),
    adjustments: optionalText(LONG_TEXT_MAX),
    evacuation: optionalText(LONG_TEXT_MAX),
    other: optionalText(LONG_TEXT_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.dietary.includes('None') && value.dietary.length > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['dietary'],
        message: 'Choose "None" only if no other dietary need applies',
      });
    }
    if (value.dietary.some((need) => NEEDS_DETAILS.includes(need)) && !value.dietaryDetails) {
      ctx.addIssue({
        code: 'custom',
        path: ['dietaryDetails'],
        message:
          'Tell us about your allergy or other dietary need, so the kitchen can cater safely',
      });
    }
    if (value.accessibility === 'Yes' && !value.accessibilityDetails) {
      ctx.addIssue({
        code: 'custom',
        path: ['accessibilityDetails'],
        message: 'Tell us what accessibility needs you have',
      });
    }
  });
export type ResidentialRequirements = z.infer<typeof residentialRequirementsSchema>;
export type ResidentialRequirementsInput = z.input<typeof residentialRequirementsSchema>;

/** The residential-requirements form (GET/PUT forms/student/residential-requirements). */
export const residentialRequirementsForm = defineStudentForm({
  id: 'residential-requirements',
  title: 'Residential requirements',
  description:
    'What you need during residentials: meals, access to rooms and help in an emergency. We share what is needed with the venue.',
  schema: residentialRequirementsSchema,
  fields: [
    {
      name: 'dietary',
      label: 'Dietary needs',
      type: 'checkbox',
      options: optionsOf(DIETARY_NEEDS),
      cols: 12,
    },
    {
      name: 'dietaryDetails',
      label: 'Details of your dietary needs',
      type: 'textarea',
      help: 'Needed for an allergy or "Other": what you cannot eat and how severe a reaction is',
      cols: 12,
    },
    {
      name: 'accessibility',
      label: 'Do you have any accessibility needs at the venue?',
      type: 'radio',
      options: YES_NO_OPTIONS,
      cols: 12,
    },
    {
      name: 'accessibilityDetails',
      label: 'Your accessibility needs',
      type: 'textarea',
      help: 'For example step-free access, a ground-floor room or an accessible bathroom',
      cols: 12,
    },
    {
      name: 'adjustments',
      label: 'Other adjustments',
      type: 'textarea',
      help: 'Optional: anything else that would help, such as seating near the front or rest breaks',
      cols: 12,
    },
    {
      name: 'evacuation',
      label: 'Help in an emergency evacuation',
      type: 'textarea',
      help: 'Optional: if you would need help to leave the building, tell us so we can agree a personal evacuation plan',
      cols: 12,
    },
    {
      name: 'other',
      label: 'Anything else',
      type: 'textarea',
      help: 'Optional: anything else the residential team should know',
      cols: 12,
    },
  ],
});

/** Formats of the residential folder. */
export const FOLDER_FORMATS = ['Print', 'Digital'] as const;
export type FolderFormat = (typeof FOLDER_FORMATS)[number];
/** How a printed folder reaches the student. */
export const FOLDER_DELIVERIES = ['Post', 'Collect at the residential'] as const;
export type FolderDelivery = (typeof FOLDER_DELIVERIES)[number];

/** The folder-request form body: format, large print, and where to send a printed folder. */
export const folderRequestSchema = z
  .object({
    format: choice(FOLDER_FORMATS, 'Choose a printed or a digital folder'),
    largePrint: z.boolean().default(false),
    delivery: blankAsAbsent(choice(FOLDER_DELIVERIES, 'Choose how to receive your folder')),
    deliveryAddress: optionalAddressFor('the delivery address'),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    // A digital folder can be zoomed: large print is a printing option.
    if (value.format === 'Digital' && value.largePrint) {
      issue(['largePrint'], 'Large print is for printed folders: choose Print, or untick it');
    }
    if (value.format !== 'Print') return;
    if (!value.delivery) issue(['delivery'], 'Choose how to receive your printed folder');
    if (value.delivery === 'Post' && !value.deliveryAddress) {
      issue(['deliveryAddress', 'address1'], 'Enter the address to post your folder to');
    }
  });
export type FolderRequest = z.infer<typeof folderRequestSchema>;
export type FolderRequestInput = z.input<typeof folderRequestSchema>;

/** The folder-request form (GET/PUT forms/student/folder-request). */
export const folderRequestForm = defineStudentForm({
  id: 'folder-request',
  title: 'Residential folder',
  description: 'How you would like your residential folder: printed or digital.',
  schema: folderRequestSchema,
  fields: [
    {
      name: 'format',
      label: 'Folder format',
      type: 'radio',
      options: optionsOf(FOLDER_FORMATS),
      help: 'Digital folders are sent to your college email address',
    },
    { name: 'largePrint', label: 'Large print', type: 'checkbox', help: 'Printed folders only' },
    {
      name: 'delivery',
      label: 'How should we get your printed folder to you?',
      type: 'radio',
      options: optionsOf(FOLDER_DELIVERIES),
      cols: 12,
    },
    ...addressFields('deliveryAddress', 'Delivery address', 'Only if we are posting your folder'),
  ],
});
