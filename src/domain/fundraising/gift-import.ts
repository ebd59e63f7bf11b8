import { z } from 'zod';

/** The columns a donor-system export of gifts must have (a header row names them). */
export const GIFT_IMPORT_COLUMNS = ['donorId', 'date', 'amount', 'fund'] as const;

/** One gift read from the file. */
export interface ImportedGift {
  /** The line of the file it came from (the header is line 1). */
  line: number;
  donorId: string;
  givenOn: string;
  amountPence: number;
  fund: string;
}

/** A refused row: its line and what is wrong. */
export interface ImportProblem {
  line: number;
  message: string;
}

const cell = z.preprocess(
  (value) => (value === null || value === undefined ? '' : String(value).trim()),
  // PostgreSQL refuses NUL in text: such a cell is a bad line, not a failed write.
  z.string().refine((value) => !value.includes('\u0000'), 'a cell holds a NUL character'),
);

const rowSchema = z.object({
  donorId: cell.pipe(z.string().min(1, 'donorId is missing').max(60, 'donorId is too long')),
  date: cell.pipe(z.iso.date('date is not a YYYY-MM-DD date')),
  amount: cell.pipe(
    z
      .string()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, 'amount is not an amount in pounds like 25.00')
      .refine((value) => Number(value) > 0, 'amount must be more than nothing'),
  ),
  fund: cell.pipe(z.string().min(1, 'fund is missing').max(100, 'fund is too long')),
});

/** Pounds as typed (`25`, `25.5`, `25.50`) → whole pence, without floating-point drift. */
export function penceOf(amount: string): number {
  const [pounds = '0', pence = ''] = amount.split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}

/**
 * Reads the rows of a gifts export (records keyed by the header's names; the header is line 1,
 * the first record line 2). Answers the gifts, or every problem with its line: one bad row
 * refuses the whole file, so nothing is half imported. A file without the four columns, or
 * without rows, is one problem on line 1.
 */
export function readGiftRows(
  header: readonly string[],
  records: readonly Record<string, unknown>[],
): { ok: true; gifts: ImportedGift[] } | { ok: false; problems: ImportProblem[] } {
  const names = header.map((name) => name.trim());
  const missing = GIFT_IMPORT_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0)
    return {
      ok: false,
      problems: [{ line: 1, message: `The header lacks the column(s) ${missing.join(', ')}` }],
    };
  if (records.length === 0)
    return { ok: false, problems: [{ line: 1, message: 'The file has no gifts' }] };
  const gifts: ImportedGift[] = [];
  const problems: ImportProblem[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    const parsed = rowSchema.safeParse(record);
    if (!parsed.success) {
      problems.push({ line, message: parsed.error.issues.map((i) => i.message).join('; ') });
      return;
    }
    const { donorId, date, amount, fund } = parsed.data;
    gifts.push({ line, donorId, givenOn: date, amountPence: penceOf(amount), fund });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, gifts };
}

/** What an import did: gifts added, already there (a re-import), and the donors it matched. */
export const giftImportResultSchema = z.object({
  imported: z.number().int(),
  alreadyThere: z.number().int(),
  donors: z.number().int(),
});
export type GiftImportResult = z.infer<typeof giftImportResultSchema>;
