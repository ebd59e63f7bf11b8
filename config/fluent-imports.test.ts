import { describe, expect, it } from 'vitest';
import { atomOf, rewriteIconImports } from './fluent-icons';
import { rewriteTokensImport, tokensModule } from './fluent-tokens';

describe('rewriteTokensImport', () => {
  it('reads tokens through the per-token module and keeps the other names', () => {
    const code = 'import {\n  tokens,\n  typographyStyles\n} from "@fluentui/react-theme";\nx();';
    expect(rewriteTokensImport(code)).toBe(
      'import * as tokens from "\\u0000fluent-tokens";import { typographyStyles } from "@fluentui/react-theme";\n\n\n\nx();',
    );
  });

  it('exports each token with its Fluent value', () => {
    expect(tokensModule()).toContain(
      'export const colorNeutralForeground1 = "var(--colorNeutralForeground1)";',
    );
  });
});

describe('rewriteIconImports', () => {
  it('names the one-icon module of each icon', () => {
    expect(atomOf('ArrowSync20Regular')).toBe('arrow-sync');
    expect(atomOf('PersonCircleFilled')).toBe('person-circle');
    expect(atomOf('bundleIcon')).toBeUndefined();
  });

  it('imports icons from their modules and leaves the rest', () => {
    const code = "import { ArrowSync20Regular as Sync, bundleIcon } from '@fluentui/react-icons';";
    expect(rewriteIconImports(code, () => true)).toBe(
      "import { ArrowSync20Regular as Sync } from '@fluentui/react-icons/svg/arrow-sync';import { bundleIcon } from '@fluentui/react-icons';",
    );
  });
});
