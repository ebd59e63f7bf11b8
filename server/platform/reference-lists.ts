import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type GradeScale, gradeBandSchema, gradeOf, scaleOfLevel } from '#domain/admin/grades';
import {
  defaultOptionList,
  type OptionListId,
  type OptionListValues,
  optionListOf,
} from '#domain/admin/option-lists';
import {
  normaliseReferenceList,
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

/** A list's default: the deployment's dates (config/college.json), the choice lists' own. */
export function defaultListValues<K extends ReferenceListId>(
  college: Pick<CollegeConfig, 'terms' | 'residentials'>,
  id: K,
): ReferenceListValues[K] {
  if (id !== 'terms' && id !== 'residentials') {
    return defaultOptionList(id as OptionListId, new Date()) as ReferenceListValues[K];
  }
  const values: Pick<ReferenceListValues, 'terms' | 'residentials'> = {
    terms: college.terms.map(({ name, start, end }) => ({ name, start, end })),
    residentials: college.residentials.map(({ name, start, end, venue }) => ({
      name,
      start,
      end,
      venue,
    })),
  };
  return values[id as 'terms' | 'residentials'] as ReferenceListValues[K];
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
    values: normaliseReferenceList(id, values),
    version: row?.version ?? 1,
    isDefault: !row,
  };
}

/**
 * The current values of a choice list (intakes, first-heard sources, ways of first contact):
 * the stored list, or its default while none is stored.
 */
export async function readOptionList<K extends OptionListId>(
  db: Reader,
  id: K,
): Promise<OptionListValues[K]> {
  const [row] = await db
    .select({ values: referenceLists.values })
    .from(referenceLists)
    .where(eq(referenceLists.id, id));
  return optionListOf(id, row?.values, new Date());
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
