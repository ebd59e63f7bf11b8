import { type ColumnMap, missingColumns } from '#domain/imports/mapping';
import type { Db } from '../../db/client';
import { AppError, invalid } from '../errors';

/** 422 naming each field mapped to a column the file does not have. */
export function checkMappedColumns(mapping: ColumnMap, headers: readonly string[]): void {
  const missing = missingColumns(mapping, headers).map(({ field, header }) => ({
    param: `mapping.${field}`,
    message: `The file has no column '${header}'`,
  }));
  if (missing.length > 0) throw invalid(missing);
}

// Thrown to roll the import's transaction back while keeping what it found.
class RollBack<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back');
  }
}

/**
 * Runs an import in one transaction (dry run or commit alike, so a dry run meets the same
 * checks as the commit): a commit keeps the writes when `keep(result)` allows it; a dry run, or
 * a commit `keep` refuses, rolls every write back and still answers the result.
 */
export async function inImportTransaction<T>(
  db: Db,
  options: { dryRun: boolean; keep?: (result: T) => boolean },
  work: (tx: Db) => Promise<T>,
): Promise<{ result: T; committed: boolean }> {
  try {
    const result = await db.transaction(async (tx) => {
      const done = await work(tx);
      if (options.dryRun || !(options.keep?.(done) ?? true)) throw new RollBack(done);
      return done;
    });
    return { result, committed: true };
  } catch (error) {
    if (error instanceof RollBack) return { result: error.result as T, committed: false };
    throw error;
  }
}

/** Why a refused write was refused: its details' messages, or its message when it has none. */
function reasonOf(error: AppError): string {
  const details = (error.details ?? []).map((detail) => detail.message).filter(Boolean);
  return details.length > 0 ? details.join('; ') : error.message;
}

/**
 * Writes one row within the import's transaction (a savepoint): the row's writes stand or are
 * undone together, and a refusal (any 4xx of the write path) becomes the row's reason.
 */
export async function attemptRow<T>(
  tx: Db,
  write: (tx: Db) => Promise<T>,
): Promise<{ done: T } | { refused: string }> {
  try {
    return { done: await tx.transaction(async (savepoint) => write(savepoint)) };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { refused: reasonOf(error) };
    throw error;
  }
}
