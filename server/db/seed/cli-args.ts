import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEFAULT_APPLICATIONS, DEFAULT_STUDENTS } from './generate';
import { DEFAULT_REFERENCE_DATE } from './random';

/** How to call the seed command. */
export const SEED_USAGE =
  'Usage: node --import tsx server/db/seed/cli.ts [--students N] [--applications N] ' +
  '[--reference-date YYYY-MM-DD]';

const count = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `--${name} must be a positive whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, `--${name} must be at least 1`)
        .max(1_000_000, `--${name} must be at most 1000000`),
    );

/** The command line, checked: sizes as positive integers, the reference date as YYYY-MM-DD. */
export const seedArgsSchema = z.object({
  students: count('students').default(DEFAULT_STUDENTS),
  applications: count('applications').default(DEFAULT_APPLICATIONS),
  'reference-date': z.iso
    .date('--reference-date must be a date written YYYY-MM-DD')
    .default(DEFAULT_REFERENCE_DATE),
});

/** Parses and checks the arguments; throws with a message fit for the user. */
export function parseSeedArgs(args: readonly string[]) {
  const { values } = parseArgs({
    args: [...args],
    options: {
      students: { type: 'string' },
      applications: { type: 'string' },
      'reference-date': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const result = seedArgsSchema.safeParse(values);
  if (!result.success) throw new Error(result.error.issues.map((i) => i.message).join('\n'));
  return {
    students: result.data.students,
    applications: result.data.applications,
    referenceDate: result.data['reference-date'],
  };
}
