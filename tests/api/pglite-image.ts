import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { type Database, type DatabaseOptions, openDatabase } from '../../server/db/client';

// PGlite runs initdb each time a database is created (about 5 s on a 2-core machine); the API
// tests create some sixty. Vitest's global setup makes one migrated database, saves its data
// folder as an image, and every test database starts from a copy of it (about 1 s).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite image, or '' when none was made. */
    pgliteImageFile: string;
  }
}

/** Vitest global setup: the image, made once per run. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({});
  await database.migrate();
  const image = await database.dumpImage?.();
  if (!image) throw new Error('The embedded database gave no image');
  await database.close();
  const file = join(tmpdir(), `collegium-pglite-image-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImageFile', file);
  return () => rm(file, { force: true });
}

let image: Promise<Blob | undefined> | undefined;

/** The migrated image, when the global setup made one (undefined: PGlite runs initdb). */
export function migratedPgliteImage(): Promise<Blob | undefined> {
  image ??= (async () => {
    const file = inject('pgliteImageFile');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return image;
}

/** A test database: PostgreSQL when `url` is given, else PGlite from the migrated image. */
export async function openTestDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return openDatabase(options.url ? options : { ...options, image: await migratedPgliteImage() });
}
