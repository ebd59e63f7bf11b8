import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** One import of a source file: who imports, the specifier as written, and the file it names. */
export interface SourceImport {
  /** The importing file, relative to the repository root. */
  from: string;
  specifier: string;
  /** The imported file relative to the root; undefined for a package (react, zod, …). */
  to: string | undefined;
}

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.(ts|tsx)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mjs', '.json', '/index.ts', '/index.tsx'];

// Static imports and re-exports, side-effect imports and dynamic import() of a string literal.
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The package.json `imports` aliases (`#domain/*` → `./src/domain/*.ts`), as Node reads them. */
function aliases(root: string): [prefix: string, target: string][] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    imports?: Record<string, string>;
  };
  return Object.entries(manifest.imports ?? {}).map(([key, target]) => [
    key.replace(/\*$/, ''),
    target.replace(/^\.\//, ''),
  ]);
}

function resolveFile(root: string, base: string): string | undefined {
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return undefined;
}

function listSources(root: string, folder: string): string[] {
  const start = join(root, folder);
  if (!existsSync(start)) return [];
  if (statSync(start).isFile()) return [folder];
  return (readdirSync(start, { recursive: true }) as string[])
    .map((name) => join(folder, name))
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.includes('node_modules'));
}

/** Every import of the production sources under `folders` (tests are not part of the graph). */
export function readImports(root: string, folders: readonly string[]): SourceImport[] {
  const aliasList = aliases(root);
  const found: SourceImport[] = [];
  for (const file of folders.flatMap((folder) => listSources(root, folder))) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier) continue;
      const alias = aliasList.find(([prefix]) => specifier.startsWith(prefix));
      let to: string | undefined;
      if (specifier.startsWith('.')) {
        to = resolveFile(root, resolve(root, dirname(file), specifier));
      } else if (alias) {
        to = resolveFile(
          root,
          resolve(root, alias[1].replace('*', specifier.slice(alias[0].length))),
        );
      }
      if ((specifier.startsWith('.') || alias) && !to) {
        throw new Error(`${file}: cannot resolve the import '${specifier}'`);
      }
      found.push({ from: file, specifier, to });
    }
  }
  return found;
}
