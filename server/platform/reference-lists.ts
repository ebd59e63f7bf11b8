import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type GradeScale, gradeBandSchema, gradeOf, scaleOfLevel } from '#domain/admin/grades';
import {
  inDateOrder,
  REFERENCE_LIST_SCHEMAS,
  type ReferenceList,
  type ReferenceListId,
  type ReferenceListValues,
} from '#domain/admin/reference-lists';
import type { CollegeConfig } from '#domain/config/college';
import type { Db } from '../db/client';
import { gradeScales, referenceLists } from '../db/schema';

// System data an administrator edits (admin/systemdata, admin/grades) as every reader sees it:
// the stored list, or the deployment's default while none is stored. Readers in every area call
// these rather than reading config/college.json, so a saved edit takes effect at once.

type Reader = Pick<Db, 'select'>;

/** The deployment's default of a list (config/college.json). */
export function defaultListValues<K extends ReferenceListId>(
  college: Pick<CollegeConfig, 'terms' | 'residentials'>,
  id: K,
): ReferenceListValues[K] {
  const values: ReferenceListValues = {
    terms: college.terms.map(({ name, start, end }) => ({ name, start, end })),
    residentials: college.residentials.map(({ name, start, end, venue }) => ({
      name,
      start,
      end,
      venue,
    })),
  };
  return values[id];
}

/** A reference list as stored (or its default at version 1 when none is), in date order. */
export async function readReferenceList<K extends ReferenceListId>(
  db: Reader,
  college: Pick<CollegeConfig, 'terms' | 'residentials'>,
  id: K,
): Promise<ReferenceList<K>> {
  const [row] = await db.select().from(referenceLists).where(eq(referenceLists.id, id));
  const stored = row ? REFERENCE_LIST_SCHEMAS[id].safeParse(row.values) : undefined;
  const values = (
    stored?.success ? stored.data : defaultListValues(college, id)
  ) as ReferenceListValues[K];
  return {
    id,
    values: inDateOrder(values) as ReferenceListValues[K],
    version: row?.version ?? 1,
    isDefault: !row,
  };
}

const storedBands = z.array(gradeBandSchema);

/** Every grade scale, by level. */
export async function readGradeScales(db: Reader): Promise<(GradeScale & { version: number })[]> {
  const rows = await db.select().from(gradeScales).orderBy(asc(gradeScales.level));
  return rows.map((row) => {
    const bands = storedBands.safeParse(row.bands);
    return {
      id: row.id,
      level: row.level,
      name: row.name,
      bands: bands.success ? bands.data : [],
      version: row.version,
    };
  });
}

/**
 * A function giving the grade of a mark on a module of a level, from the stored scales (read
 * once): the band's grade, or null without a mark or a scale for the level.
 */
export async function gradeReader(
  db: Reader,
): Promise<(mark: number | null, level: number | string) => string | null> {
  const scales = await readGradeScales(db);
  return (mark, level) => gradeOf(mark, scaleOfLevel(scales, level))?.grade ?? null;
}
