import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const ICONS_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])@fluentui\/react-icons\2;?/g;

/** The folder of @fluentui/react-icons' one-icon modules (`svg/<name>`). */
function atomsFolder(): string {
  const manifest = createRequire(import.meta.url).resolve('@fluentui/react-icons/package.json');
  return join(dirname(manifest), 'lib', 'atoms', 'svg');
}

/** `ArrowSync20Regular` → `arrow-sync`, the module that exports every size of that icon. */
export function atomOf(name: string): string | undefined {
  const base = /^([A-Z][A-Za-z0-9]*?)\d*(Regular|Filled|Color|Light)$/.exec(name)?.[1];
  return base?.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();
}

/**
 * Imports of icons from the package's index rewritten to its one-icon modules
 * (`@fluentui/react-icons/svg/arrow-sync`), other names kept. The index re-exports icons from
 * large shared modules, and the bundler keeps each module whole in one chunk: a route then loads
 * every icon of a shared module that any screen uses (architecture §7 bundle budgets).
 */
export function rewriteIconImports(
  code: string,
  hasExport: (atom: string, name: string) => boolean,
) {
  return code.replace(ICONS_IMPORT, (match, names: string, quote: string) => {
    const rest: string[] = [];
    const atoms: string[] = [];
    for (const part of names.split(',').map((name) => name.trim())) {
      if (!part) continue;
      const name = part.split(/\s+as\s+/)[0] ?? part;
      const atom = part.startsWith('type ') ? undefined : atomOf(name);
      if (atom && hasExport(atom, name))
        atoms.push(`import { ${part} } from ${quote}@fluentui/react-icons/svg/${atom}${quote};`);
      else rest.push(part);
    }
    if (atoms.length === 0) return match;
    const kept = rest.length
      ? `import { ${rest.join(', ')} } from ${quote}@fluentui/react-icons${quote};`
      : '';
    // The same number of lines, so the file's lines still match its source map.
    return `${atoms.join('')}${kept}${'\n'.repeat(match.split('\n').length - 1)}`;
  });
}

/** The Vite plugin of rewriteIconImports, for the app's sources and Fluent's own packages. */
export function fluentIcons(): Plugin {
  const folder = atomsFolder();
  const exportsOf = new Map<string, string>();
  const hasExport = (atom: string, name: string) => {
    if (!exportsOf.has(atom)) {
      const file = join(folder, `${atom}.js`);
      exportsOf.set(atom, existsSync(file) ? readFileSync(file, 'utf8') : '');
    }
    return exportsOf.get(atom)?.includes(`export const ${name} =`) ?? false;
  };
  return {
    name: 'collegium:fluent-icons',
    enforce: 'pre',
    transform(code, id) {
      if (!code.includes('@fluentui/react-icons')) return null;
      if (!/\/src\/.*\.tsx?$|node_modules\/@fluentui\/[^/]+\/lib\//.test(id)) return null;
      const rewritten = rewriteIconImports(code, hasExport);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
