import { z } from 'zod';

/** What became of one row of an imported file. */
export interface ImportRowResult<Outcome extends string = string> {
  /** The row's line in the file. */
  line: number;
  /** Who or what the row is (for the reader). */
  name: string;
  outcome: Outcome;
  /** Why: what was created, what it duplicates, what is wrong with it. */
  reason: string;
  /** The record created (a commit only). */
  id?: string;
}

/** How many rows had each outcome (every outcome counted, zero when none). */
export function countOutcomes<Outcome extends string>(
  outcomes: readonly Outcome[],
  rows: readonly Pick<ImportRowResult<Outcome>, 'outcome'>[],
): Record<Outcome, number> {
  const counts = Object.fromEntries(outcomes.map((o) => [o, 0])) as Record<Outcome, number>;
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

/** One row of a report as the API answers it. */
export const importRowResultSchema = z.object({
  line: z.number(),
  name: z.string(),
  outcome: z.string(),
  reason: z.string(),
  id: z.string().optional(),
});

/** A refused row as a detail of the 422 (the line named, so the reader finds it). */
export function lineDetail(line: number, reason: string): { param: string; message: string } {
  return { param: `line ${line}`, message: `Line ${line}: ${reason}` };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The rows' results as a CSV file's text (line, name, outcome, reason), for the reader to keep. */
export function resultsCsv(rows: readonly ImportRowResult[]): string {
  const lines = [['Line', 'Name', 'Outcome', 'Reason'].join(',')];
  for (const row of rows) {
    lines.push([row.line, row.name, row.outcome, row.reason].map(csvCell).join(','));
  }
  return `${lines.join('\n')}\n`;
}
