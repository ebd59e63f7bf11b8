import { z } from 'zod';
import { type ImportFieldSpec, mappedValues, suggestColumns } from '../imports/mapping';
import { countOutcomes, type ImportRowResult as RowResult } from '../imports/report';

/** The fields an event's attendee list can fill, in the order the mapping shows them. */
export const IMPORT_FIELDS = [
  {
    field: 'name',
    label: 'Name',
    aliases: ['name', 'first name', 'firstname', 'forename', 'given name'],
    required: true,
  },
  {
    field: 'lastName',
    label: 'Last name',
    aliases: ['last name', 'lastname', 'surname', 'family name'],
  },
  {
    field: 'email',
    label: 'E-mail',
    aliases: ['email', 'e-mail', 'email address', 'e-mail address'],
  },
  { field: 'phone', label: 'Phone', aliases: ['phone', 'telephone', 'mobile', 'phone number'] },
  {
    field: 'postCode',
    label: 'Post code',
    aliases: ['post code', 'postcode', 'zip', 'postal code'],
  },
  { field: 'hub', label: 'Hub', aliases: ['hub', 'hub name'] },
  { field: 'programme', label: 'Programme', aliases: ['programme', 'program', 'course'] },
  {
    field: 'firstHeard',
    label: 'First heard',
    aliases: ['first heard', 'heard about us', 'how did you hear', 'source'],
  },
] as const satisfies readonly ImportFieldSpec[];
export type ImportField = (typeof IMPORT_FIELDS)[number]['field'];
export const IMPORT_FIELD_NAMES = IMPORT_FIELDS.map((f) => f.field) as ImportField[];

/** Which column (by its header) fills each field; name is required. */
export const columnMappingSchema = z
  .partialRecord(z.enum(IMPORT_FIELD_NAMES as [ImportField, ...ImportField[]]), z.string().min(1))
  .refine((mapping) => mapping.name !== undefined, {
    message: 'Choose the column that holds the name',
    path: ['name'],
  });
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/** The form fields sent with the file: the event, when it was, the mapping and the mode. */
export const importRequestSchema = z.strictObject({
  event: z.string().trim().min(1, 'Name the event').max(200),
  eventDate: z.iso.date({ error: 'Give the date of the event' }),
  mapping: columnMappingSchema,
  dryRun: z.boolean(),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** The mapping guessed from a file's headers: each field to the first header that names it. */
export function suggestMapping(headers: readonly string[]): ColumnMapping {
  return suggestColumns(IMPORT_FIELDS, headers) as ColumnMapping;
}

/** One attendee as read from a row through the mapping (trimmed; empty cells left out). */
export interface Attendee {
  name: string;
  lastName?: string;
  email?: string;
  phone?: string;
  postCode?: string;
  hub?: string;
  programme?: string;
  firstHeard?: string;
}

const emailSchema = z.email();

/**
 * The attendee of one row (cells by header) through the mapping, or why the row is refused:
 * it needs a name, and an e-mail, when given, must be an address.
 */
export function attendeeOf(
  cells: Readonly<Record<string, string>>,
  mapping: ColumnMapping,
): { attendee: Attendee } | { refused: string } {
  const values: Partial<Record<ImportField, string>> = mappedValues(
    cells,
    mapping,
    IMPORT_FIELD_NAMES,
  );
  const { name, email } = values;
  if (!name) return { refused: 'The name is missing' };
  if (email && !emailSchema.safeParse(email).success) {
    return { refused: `'${email}' is not an e-mail address` };
  }
  return { attendee: { ...values, name } };
}

/** What became of one row of the file. */
export const IMPORT_OUTCOMES = ['created', 'merged', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** One row of the import's report: its line in the file, who, what became of it and why. */
export interface ImportRowResult extends Omit<RowResult<ImportOutcome>, 'id'> {
  potentialStudentId?: string;
}

/** The import's report: the mode, the counts per outcome and every row's result. */
export interface ImportReport {
  dryRun: boolean;
  event: string;
  counts: Record<ImportOutcome, number>;
  rows: ImportRowResult[];
}

/** The report of these row results (the counts follow from them). */
export function importReportOf(
  event: string,
  dryRun: boolean,
  rows: readonly ImportRowResult[],
): ImportReport {
  return { dryRun, event, counts: countOutcomes(IMPORT_OUTCOMES, rows), rows: [...rows] };
}

/** The stage of a potential student who attended an event (spec §4). */
export const EVENT_STAGE = 'Initial contact made';
/** The kind of activity recorded for each attendee. */
export const EVENT_ACTIVITY = 'Event attended';

/** What the preview of a file answers: its headers, the first rows and a guessed mapping. */
export type { ImportPreview } from '../imports/mapping';
