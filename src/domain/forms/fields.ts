import { z } from 'zod';
import { type Address, addressSchema } from '../contacts/address';
import type { FieldOption, StudentFormFieldInput } from './define';

/** Longest answer to a one-line question. */
export const SHORT_TEXT_MAX = 200;
/** Longest answer to a free-text question (about 600 words). */
export const LONG_TEXT_MAX = 4000;

const NOT_TEXT = 'Enter your answer as text';
const tooLong = (max: number) => `Keep this to ${max} characters or fewer`;

/** Today's date as YYYY-MM-DD in UTC, the form every date field holds (spec §9). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The same schema with every message of its own rules replaced by plain English. Zod gives a
 * schema's own error to the issues of its checks, so the rules stay where they are defined
 * (address, partner ID, enums) and only the wording changes here.
 */
export function relabel<T extends z.ZodType>(
  schema: T,
  message: string | ((issue: z.core.$ZodRawIssue) => string),
): T {
  const error = typeof message === 'string' ? () => message : message;
  return schema.clone({ ...schema.def, error });
}

/** A required one-line answer; blank (or only spaces) counts as missing. */
export function requiredText(missing: string, max = SHORT_TEXT_MAX) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(max, tooLong(max));
}

/** An optional answer; '' is kept as the form sends it, and means "no answer". */
export function optionalText(max = SHORT_TEXT_MAX) {
  return z.string({ error: NOT_TEXT }).trim().max(max, tooLong(max)).optional();
}

/** A required free-text answer of at least `min` characters (after trimming). */
export function requiredLongText(missing: string, min = 1, tooShort = missing) {
  return requiredText(missing, LONG_TEXT_MAX).min(min, tooShort);
}

/**
 * An optional field whose rules apply only when something is entered: a blank input becomes
 * absent, so an empty box in the form is not refused as a badly formatted value.
 */
export function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z
    .string({ error: NOT_TEXT })
    .optional()
    .transform((value): unknown => (value?.trim() ? value : undefined))
    .pipe(schema.optional());
}

// UK numbers have 10 or 11 digits; international (E.164) numbers at most 15.
const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;
/** Shown when a phone number cannot be one. */
export const PHONE_FORMAT_MESSAGE =
  'Enter a phone number like 07700 900123, or +44 7700 900123 from abroad';

/** True for a plausible UK or international phone number. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= 10 && digits <= 15;
}

/** A required phone number. */
export function phone(missing: string) {
  return requiredText(missing, 30).refine(isPhoneNumber, PHONE_FORMAT_MESSAGE);
}

/** A required email address. */
export function email(missing: string) {
  return requiredText(missing, 254).pipe(
    z.email('Enter an email address in the right format, like name@example.com'),
  );
}

/** A required date, YYYY-MM-DD as date inputs send it; an impossible date is refused. */
export function isoDate(missing: string) {
  return z.iso.date({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? missing
        : 'Enter a real date, like 2025-09-15',
  });
}

/** A required date that is today or earlier (a date something already happened). */
export function pastDate(missing: string, inFuture: string) {
  return isoDate(missing).refine((date) => date <= todayIso(), inFuture);
}

/** A tick the student must give (a declaration or consent). */
export function mustTick(message: string) {
  return z.literal(true, { error: message });
}

/** Answers to a yes/no question, kept as words so a radio group can send them. */
export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];
/** A required yes/no answer. */
export function yesNo(missing: string) {
  return z.enum(YES_NO, { error: missing });
}
export const YES_NO_OPTIONS: readonly FieldOption[] = YES_NO.map((value) => ({
  value,
  label: value,
}));

/** A required choice from a fixed list. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, missing: string) {
  return z.enum(values, { error: missing });
}

/** addressSchema (spec §3) with messages naming the address ('your home address'). */
export function addressFor(whose: string) {
  const { shape } = addressSchema;
  return addressSchema.clone({
    ...addressSchema.def,
    shape: {
      ...shape,
      address1: relabel(shape.address1, `Enter the first line of ${whose}`),
      city: relabel(shape.city, `Enter the town or city of ${whose}`),
      postCode: relabel(shape.postCode, (issue) =>
        issue.code === 'too_big'
          ? `Enter a postcode of up to ${issue.maximum} characters`
          : `Enter the postcode of ${whose}`,
      ),
    },
  });
}

const draftLine = z.string({ error: NOT_TEXT }).optional();
// Keys only (the rules stay in addressSchema): what an address form holds before checking.
const addressDraftSchema = z.object({
  address1: draftLine,
  address2: draftLine,
  city: draftLine,
  county: draftLine,
  postCode: draftLine,
} satisfies Record<keyof Address, z.ZodType>);

/**
 * An optional address: absent when every line is blank (the student left it out), otherwise
 * a full address under addressSchema's rules, with messages naming it.
 */
export function optionalAddressFor(whose: string) {
  return addressDraftSchema
    .optional()
    .transform((draft): unknown =>
      draft && Object.values(draft).some((line) => line?.trim()) ? draft : undefined,
    )
    .pipe(addressFor(whose).optional());
}

/**
 * The five fields of an address held under `prefix` (spec §3 Address), grouped under `group`
 * (e.g. "Home address") so two addresses on one form are told apart.
 */
export function addressFields<P extends string>(
  prefix: P,
  group: string,
  help?: string,
): StudentFormFieldInput<`${P}.${keyof Address}`>[] {
  const fields: StudentFormFieldInput<`${P}.${keyof Address}`>[] = [
    { name: `${prefix}.address1`, label: 'Address line 1', cols: 12, ...(help ? { help } : {}) },
    { name: `${prefix}.address2`, label: 'Address line 2', cols: 12 },
    { name: `${prefix}.city`, label: 'Town or city' },
    { name: `${prefix}.county`, label: 'County' },
    { name: `${prefix}.postCode`, label: 'Postcode', cols: 4 },
  ];
  return fields.map((field) => ({ ...field, group }));
}
