import { marked, type Token } from 'marked';

/** A heading of a page: its level (1–6), its text as shown, and the anchor id it gets. */
export interface PageHeading {
  depth: number;
  text: string;
  id: string;
}

/** The words of a heading as an anchor id: lower case, letters and digits joined by dashes. */
export function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

function hasTokens(token: Token): token is Token & { tokens: Token[] } {
  return 'tokens' in token && Array.isArray(token.tokens);
}

/** The text of inline tokens as the reader sees it (no markup). */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (hasTokens(token) && token.tokens.length > 0) return plainText(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
    })
    .join('');
}

/** Headings in reading order, inside quotes and lists too (as marked renders them). */
function collect(tokens: readonly Token[], into: { depth: number; text: string }[]): void {
  for (const token of tokens) {
    if (token.type === 'heading') {
      const text = plainText(token.tokens ?? [])
        .replace(/\s+/g, ' ')
        .trim();
      if (text) into.push({ depth: token.depth, text });
    } else if (token.type === 'list') {
      for (const item of token.items) collect(item.tokens ?? [], into);
    } else if (token.type === 'blockquote') {
      collect(token.tokens ?? [], into);
    }
  }
}

/**
 * Every heading of a Markdown page in reading order, each with a unique anchor id (`section-`
 * and its words; a repeat gets `-2`, `-3`). The prefix keeps ids clear of the names the browser
 * and the HTML sanitiser reserve (a heading "Forms" would otherwise be `id="forms"`). Headings in
 * code blocks are not headings; marked's own lexer reads the page, so the list matches what is
 * rendered.
 */
export function headingsOf(markdown: string): PageHeading[] {
  const found: { depth: number; text: string }[] = [];
  collect(marked.lexer(markdown, { gfm: true }), found);
  const used = new Map<string, number>();
  return found.map(({ depth, text }) => {
    const base = `section-${slugOf(text)}`;
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return { depth, text, id: count === 1 ? base : `${base}-${count}` };
  });
}

/**
 * The table of contents of a page: its headings of levels 2 and 3 (level 1 is the page's own
 * title). Empty when the page has fewer than two such headings: a list of one is no help.
 */
export function tableOfContents(markdown: string): PageHeading[] {
  const entries = headingsOf(markdown).filter(
    (heading) => heading.depth >= 2 && heading.depth <= 3,
  );
  return entries.length >= 2 ? entries : [];
}
