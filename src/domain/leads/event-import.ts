import { z } from 'zod';

/** The fields an event's attendee list can fill, in the order the mapping shows them. */
export const IMPORT_FIELDS = [
  {
    field: 'name',
    label: 'Name',
    aliases: ['name', 'first name', 'firstname', 'forename', 'given name'],
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
] as const;
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

const normalHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');

/** The mapping guessed from a file's headers: each field to the first header that names it. */
export function suggestMapping(headers: readonly string[]): ColumnMapping {
  const mapping: Partial<Record<ImportField, string>> = {};
  for (const { field, aliases } of IMPORT_FIELDS) {
    const header = headers.find((h) => (aliases as readonly string[]).includes(normalHeader(h)));
    if (header !== undefined) mapping[field] = header;
  }
  return mapping as ColumnMapping;
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
  const values: Partial<Record<ImportField, string>> = {};
  for (const field of IMPORT_FIELD_NAMES) {
    const header = mapping[field];
    const value = header === undefined ? '' : (cells[header] ?? '').trim();
    if (value) values[field] = value;
  }
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
export interface ImportRowResult {
  line: number;
  name: string;
  outcome: ImportOutcome;
  reason: string;
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
  const counts = { created: 0, merged: 0, refused: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return { dryRun, event, counts, rows: [...rows] };
}

/** The stage of a potential student who attended an event (spec §4). */
export const EVENT_STAGE = 'Initial contact made';
/** The kind of activity recorded for each attendee. */
export const EVENT_ACTIVITY = 'Event attended';

/** What the preview of a file answers: its headers, the first rows and a guessed mapping. */
export interface ImportPreview {
  headers: string[];
  rows: { line: number; cells: Record<string, string> }[];
  total: number;
  mapping: ColumnMapping;
}
