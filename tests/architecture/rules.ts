import type { SourceImport } from './import-graph';

// The rooms of the house and what each may import (docs/architecture.md, "Rooms"). A room always
// may import itself; anything not listed runs back up a layer or sideways and fails this test.

/** The room a file stands in: a top-level folder of src/, or a part of server/, sw/, config/. */
export function roomOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'src') return parts.length === 2 ? `src/${parts[1]}` : `src/${parts[1]}/`;
  if (parts[0] === 'server') return parts.length === 2 ? 'server/' : `server/${parts[1]}/`;
  return `${parts[0]}/`;
}

const CLIENT_BASE = [
  'src/domain/',
  'src/offline/',
  'src/api/',
  'src/state/',
  'src/deployment.ts',
  'src/deployment-menu.ts',
  'src/deployment-routes.ts',
];

/** What each room may import besides itself. */
export const MAY_IMPORT: Record<string, readonly string[]> = {
  'src/domain/': [],
  'src/offline/': ['src/domain/'],
  'src/api/': ['src/domain/'],
  'src/deployment.ts': ['src/domain/', 'config/'],
  'src/deployment-menu.ts': ['src/domain/', 'config/'],
  'src/deployment-routes.ts': ['src/domain/', 'config/'],
  'src/state/': ['src/domain/', 'src/api/', 'src/deployment.ts'],
  'src/components/': ['src/domain/'],
  'src/offline-react/': [...CLIENT_BASE, 'src/components/'],
  'src/features/': [...CLIENT_BASE, 'src/components/', 'src/offline-react/'],
  'src/app/': [...CLIENT_BASE, 'src/components/', 'src/offline-react/', 'src/features/'],
  'src/main.tsx': [...CLIENT_BASE, 'src/components/', 'src/offline-react/', 'src/app/'],
  'src/vite-env.d.ts': [],
  'sw/': ['src/domain/', 'src/offline/'],
  'config/': ['src/domain/'],
  'server/db/': ['src/domain/', 'server/platform/'],
  'server/platform/': ['src/domain/', 'server/db/', 'config/'],
  'server/entities/': ['src/domain/', 'server/db/', 'server/platform/'],
  'server/integrations/': ['src/domain/', 'server/platform/'],
  'server/features/': [
    'src/domain/',
    'server/db/',
    'server/platform/',
    'server/entities/',
    'server/integrations/',
  ],
  'server/': [
    'src/domain/',
    'server/db/',
    'server/platform/',
    'server/entities/',
    'server/integrations/',
    'server/features/',
    'config/',
  ],
};

/** The folders whose production code the rules cover. */
export const FOLDERS = ['src', 'sw', 'config', 'server'];

// Packages that would make the shared rules impure: UI, storage or the network.
const IMPURE_PACKAGES = /^(react|react-dom|react-router|@fluentui\/|dexie|ky|valtio|node:|pg$)/;

/** The imports that break a rule, each as "from → to (why)". */
export function violations(imports: readonly SourceImport[]): string[] {
  const found: string[] = [];
  for (const { from, specifier, to } of imports) {
    const room = roomOf(from);
    if (!to) {
      if (room === 'src/domain/' && IMPURE_PACKAGES.test(specifier)) {
        found.push(`${from} → ${specifier} (src/domain is pure: no UI, storage or network)`);
      }
      continue;
    }
    const target = roomOf(to);
    const allowed = MAY_IMPORT[room];
    if (!allowed) {
      found.push(`${from}: the room ${room} is not in the architecture's list`);
    } else if (target !== room && !allowed.includes(target)) {
      found.push(`${from} → ${to} (${room} may not import ${target})`);
    }
    // Feature folders stand side by side: what two of them share moves down a layer.
    const feature = /^(src|server)\/features\/([^/]+)\//;
    const own = feature.exec(from);
    const other = feature.exec(to);
    if (own && other && own[1] === other[1] && own[2] !== other[2]) {
      found.push(`${from} → ${to} (feature ${own[2]} may not import feature ${other[2]})`);
    }
  }
  return found;
}
