import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const E2E = fileURLToPath(new URL('../e2e/', import.meta.url));

/** The e2e files that take `test` or `expect` straight from Playwright (not from fixtures.ts). */
function unfixtured(files: Record<string, string>): string[] {
  const direct = /import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/g;
  return Object.entries(files)
    .filter(([, text]) =>
      [...text.matchAll(direct)].some((match) =>
        (match[1] ?? '').split(',').some((name) => /^\s*(test|expect)\s*$/.test(name)),
      ),
    )
    .map(([name]) => name);
}

describe('end-to-end specs', () => {
  it("take test from tests/e2e/fixtures.ts, so each talks to its worker's own server", () => {
    const files = Object.fromEntries(
      readdirSync(E2E)
        .filter((name) => name.endsWith('.ts') && !['fixtures.ts', 'ports.ts'].includes(name))
        .map((name) => [name, readFileSync(`${E2E}${name}`, 'utf8')]),
    );
    expect(Object.keys(files).length).toBeGreaterThan(20);
    expect(unfixtured(files)).toEqual([]);
  });

  it('the check catches a direct import', () => {
    expect(
      unfixtured({
        'a.spec.ts': "import { expect, type Page, test } from '@playwright/test';",
        'b.spec.ts':
          "import type { Page } from '@playwright/test';\nimport { test } from './fixtures';",
      }),
    ).toEqual(['a.spec.ts']);
  });
});
