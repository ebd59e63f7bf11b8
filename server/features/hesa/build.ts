import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fragment } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { validateXML } from 'xmllint-wasm';
import type { Db } from '../../db/client';
import type { AppContext } from '../../platform/app-context';
import { prepareBuild } from './check';
import { nextStudentIds, referenceData, studentBatch } from './data';
import { studentEntity } from './entities';
import { referenceEntities, venues } from './reference-entities';

/** Students read and written per batch: the build holds one batch in memory at a time. */
export const BATCH_SIZE = 200;

/**
 * The HESA folder under the server's data directory: DATA_DIR/hesa, beside DATA_DIR/evidence
 * (server/main.ts). The operator puts the year's XSD here; built returns go to its `exports`
 * folder. A test app's evidence folder is a temporary one of its own: its HESA folder is inside.
 */
export function hesaDir(context: AppContext): string {
  return basename(context.evidenceDir) === 'evidence'
    ? join(dirname(context.evidenceDir), 'hesa')
    : join(context.evidenceDir, 'hesa');
}

/** The built return of a year (DATA_DIR/hesa/exports/<year>.xml). */
export const exportPath = (context: AppContext, year: string) =>
  join(hesaDir(context), 'exports', `${year}.xml`);

/** The XSD the operator put in the HESA folder (the first *.xsd by name), or undefined. */
export async function findXsd(context: AppContext): Promise<string | undefined> {
  const names = await readdir(hesaDir(context)).catch(() => [] as string[]);
  const xsd = names.filter((name) => name.toLowerCase().endsWith('.xsd')).sort()[0];
  return xsd ? join(hesaDir(context), xsd) : undefined;
}

export interface XsdResult {
  checked: boolean;
  file?: string;
  valid?: boolean;
  errors: string[];
}

/** Validates a built file against the operator's XSD; skipped (checked false) without one. */
export async function validateAgainstXsd(context: AppContext, path: string): Promise<XsdResult> {
  const xsdPath = await findXsd(context);
  if (!xsdPath) return { checked: false, errors: [] };
  const result = await validateXML({
    xml: [{ fileName: 'return.xml', contents: await readFile(path) }],
    schema: [{ fileName: 'schema.xsd', contents: await readFile(xsdPath) }],
  });
  return {
    checked: true,
    file: xsdPath.split(/[\\/]/).pop() ?? xsdPath,
    valid: result.valid,
    errors: result.errors.slice(0, 50).map((e) => e.message),
  };
}

/** Writes an element (and its children) as text to the stream, waiting when it is full. */
async function write(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

const serialise = (node: XMLBuilder) => `${node.end({ prettyPrint: true, headless: true })}\n`;

/** What a build reports: counts written, rule problems, the XSD's answer. */
export interface BuildSummary {
  year: string;
  collection: string;
  counts: {
    students: number;
    engagements: number;
    sessions: number;
    courses: number;
    modules: number;
    venues: number;
  };
  problems: { rule: string; message: string; count: number }[];
  xsd: XsdResult;
  builtAt: string;
  bytes: number;
}

/** Builds the Data Futures XML of an academic year to its file, students in batches. */
export async function buildReturn(context: AppContext, year: string): Promise<BuildSummary> {
  const db: Db = context.db;
  // The same start and the same rules (entities.ts) as the `missing` and `student` checks.
  const build = await prepareBuild(db, year);
  const { problems, collection: used } = build;
  const path = exportPath(context, year);
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.part`;
  const out = createWriteStream(partial, { encoding: 'utf8' });
  const counts = { students: 0, engagements: 0, sessions: 0, courses: 0, modules: 0, venues: 0 };
  try {
    await write(out, '<?xml version="1.0" encoding="UTF-8"?>\n<DataFutures>\n');
    const reference = await referenceData(db, year);
    counts.courses = reference.programmes.length;
    counts.modules = reference.modules.length;
    counts.venues =
      reference.hubs.length + reference.facts.venues.length + reference.residential.venues.length;
    const head = fragment();
    referenceEntities(head, reference, year);
    await write(out, serialise(head));
    let after = '';
    for (;;) {
      const ids = await nextStudentIds(db, year, after, BATCH_SIZE);
      if (ids.length === 0) break;
      const batch = await studentBatch(db, year, ids);
      const part = fragment();
      for (const id of ids) {
        const written = studentEntity(part, build, batch, id);
        counts.students += 1;
        counts.engagements += written.engagements;
        counts.sessions += written.sessions;
      }
      await write(out, serialise(part));
      after = ids[ids.length - 1] ?? after;
    }
    const tail = fragment();
    venues(tail, reference);
    await write(out, `${serialise(tail)}</DataFutures>\n`);
  } finally {
    out.end();
    await once(out, 'close');
  }
  await rename(partial, path);
  const xsd = await validateAgainstXsd(context, path);
  return {
    year,
    collection: used,
    counts,
    problems: problems.list(),
    xsd,
    builtAt: new Date().toISOString(),
    bytes: (await stat(path)).size,
  };
}
