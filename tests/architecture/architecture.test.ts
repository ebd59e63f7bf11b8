import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readImports, type SourceImport } from './import-graph';
import { FOLDERS, roomOf, violations } from './rules';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the import rules of the house', () => {
  const imports = readImports(ROOT, FOLDERS);

  it('reads the whole tree', () => {
    const rooms = new Set(imports.map((entry) => roomOf(entry.from)));
    for (const room of ['src/domain/', 'src/features/', 'server/features/', 'sw/']) {
      expect(rooms).toContain(room);
    }
  });

  it('finds no import that runs back up a layer or between feature folders', () => {
    expect(violations(imports)).toEqual([]);
  });

  it('catches a wrong import of each kind', () => {
    const wrong: SourceImport[] = [
      { from: 'src/domain/a.ts', specifier: '../offline/b', to: 'src/offline/b.ts' },
      { from: 'src/domain/a.ts', specifier: 'react', to: undefined },
      { from: 'src/offline/a.ts', specifier: '../state/b', to: 'src/state/b.ts' },
      { from: 'server/platform/a.ts', specifier: 'x', to: 'src/offline/types.ts' },
      { from: 'server/features/x/a.ts', specifier: 'x', to: 'server/features/y/b.ts' },
      { from: 'src/features/x/A.tsx', specifier: 'x', to: 'src/features/y/B.tsx' },
      { from: 'src/components/A.tsx', specifier: 'x', to: 'src/app/B.tsx' },
      { from: 'server/platform/a.ts', specifier: 'x', to: 'server/features/y/b.ts' },
    ];
    expect(violations(wrong)).toHaveLength(wrong.length);
    const right: SourceImport[] = [
      { from: 'src/features/x/A.tsx', specifier: 'x', to: 'src/features/x/sub/B.tsx' },
      { from: 'server/features/x/a.ts', specifier: '#domain/y', to: 'src/domain/y.ts' },
      { from: 'src/app/A.tsx', specifier: 'x', to: 'src/features/y/B.tsx' },
      { from: 'src/domain/a.ts', specifier: 'zod', to: undefined },
    ];
    expect(violations(right)).toEqual([]);
  });
});
