import { tokens } from '@fluentui/tokens';
import type { Plugin } from 'vite';

const MODULE_ID = '\0fluent-tokens';

// `import { tokens, … } from "@fluentui/react-theme"` in Fluent's published files (and the one
// relative import inside @fluentui/tokens).
const TOKENS_IMPORT =
  /import\s*\{([^}]*\btokens\b[^}]*)\}\s*from\s*(["'])(@fluentui\/react-theme|@fluentui\/tokens|\.\.\/tokens\.js)\2;?/g;

/** One named export per token, each the `var(--name)` string Fluent's `tokens` object holds. */
export function tokensModule(): string {
  return Object.entries(tokens)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
}

/** The import rewritten to a namespace import of the per-token module; other names kept. */
export function rewriteTokensImport(code: string): string {
  return code.replace(TOKENS_IMPORT, (match, names: string, quote: string, source: string) => {
    const others = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && name !== 'tokens');
    const rest = others.length
      ? `import { ${others.join(', ')} } from ${quote}${source}${quote};`
      : '';
    // The same number of lines, so the file's lines still match its source map.
    const lines = '\n'.repeat(match.split('\n').length - 1);
    return `import * as tokens from ${JSON.stringify(MODULE_ID)};${rest}${lines}`;
  });
}

/**
 * Fluent's published styles keep dead reads such as `` `calc(${tokens.strokeWidthThin} + …)` ``
 * after Griffel's build-time compile; a read of an object's property may run a getter, so the
 * bundler keeps them, and with them the whole token table (~3.5 KB gzip) on every route. Read
 * through a module namespace, each token is a constant the bundler drops when unused
 * (architecture §7 login budget). The values are Fluent's own, so styles do not change.
 */
export function fluentTokens(): Plugin {
  return {
    name: 'collegium:fluent-tokens',
    enforce: 'pre',
    resolveId(id) {
      return id === MODULE_ID ? id : null;
    },
    load(id) {
      return id === MODULE_ID ? tokensModule() : null;
    },
    transform(code, id) {
      if (!/node_modules\/@fluentui\/[^/]+\/lib\//.test(id) || !code.includes('tokens'))
        return null;
      const rewritten = rewriteTokensImport(code);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
