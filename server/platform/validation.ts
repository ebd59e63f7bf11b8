import type { z } from 'zod';
import { invalid, zodDetails } from './errors';

/**
 * Parses a request body, query, params or stored value with its schema: the parsed value, or a
 * 422 with one detail per bad field (architecture §4). Every route parses its input through here.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(zodDetails(parsed.error.issues));
  return parsed.data;
}
