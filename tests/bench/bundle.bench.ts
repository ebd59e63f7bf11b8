import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The JS files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The chunks a screen needs before it shows: the entry and each named chunk, with their imports. */
const SCREENS = {
  login: ['src/features/auth/LoginPage.tsx'],
  // A student's forms dashboard as it first shows: the signed-in shell (the student's layout;
  // staff load theirs as its own chunk), the menu route's two lazy chunks (its guard, the route
  // table) and the dashboard, drawn from the view this device saved last time. Loaded as the
  // shell mounts but not waited for: the offline engine (Dexie, the sync), the online views'
  // cache, the menu's groups and the dashboard's live part; on a first visit, with nothing
  // saved, the dashboard waits for them (checked in Chromium: the requests made before the
  // dashboard's heading shows).
  studentForms: [
    'src/app/Shell.tsx',
    'src/app/guards.tsx',
    'src/deployment-routes.ts',
    'src/features/forms/dashboard/FormsDashboard.tsx',
  ],
};

/**
 * Gzip size of the JS the login route loads (entry + the login page's lazy chunk, with their
 * static imports), and of a student's forms dashboard, against the whole app's JS in the same
 * build (the baseline).
 */
export function benchLoginBundle(): { loginKb: number; studentFormsKb: number; allKb: number } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;
  const jsOf = (chunks: string[]) => {
    const keys = staticClosure(manifest, 'index.html');
    for (const chunk of chunks) {
      if (!manifest[chunk]) throw new Error(`The build has no chunk for ${chunk}`);
      staticClosure(manifest, chunk, keys);
    }
    return new Set(
      [...keys]
        .map((key) => manifest[key]?.file)
        .filter((file): file is string => file?.endsWith('.js') ?? false),
    );
  };
  const allFiles = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js')),
  );
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gz(file), 0);
  return {
    loginKb: sum(jsOf(SCREENS.login)),
    studentFormsKb: sum(jsOf(SCREENS.studentForms)),
    allKb: sum(allFiles),
  };
}
