/** A page as search reads it. */
export interface SearchablePage {
  name: string;
  title: string;
  body: string;
}

/** A page that matched: its name and title, and a line of its text around the first match. */
export interface PageMatch {
  name: string;
  title: string;
  snippet: string;
}

const SNIPPET_RADIUS = 60;

/** A page's Markdown as plain text: no link targets, emphasis, heading marks or list bullets. */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, lower case, without repeats. */
export function searchTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))];
}

function snippetOf(text: string, terms: readonly string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(
    ...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0),
    text.length,
  );
  if (at >= text.length) return text.slice(0, SNIPPET_RADIUS * 2).trim();
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(text.length, at + SNIPPET_RADIUS);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * The pages holding every word of the search in their title or text (case ignored), those with
 * a word in the title first, then in the order given. An empty search matches nothing.
 */
export function searchPages(pages: readonly SearchablePage[], query: string): PageMatch[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const matches: (PageMatch & { inTitle: boolean; order: number })[] = [];
  pages.forEach((page, order) => {
    const text = plainTextOf(page.body);
    const haystack = `${page.title}\n${text}`.toLowerCase();
    if (!terms.every((term) => haystack.includes(term))) return;
    const title = page.title.toLowerCase();
    matches.push({
      name: page.name,
      title: page.title,
      snippet: snippetOf(text, terms),
      inTitle: terms.some((term) => title.includes(term)),
      order,
    });
  });
  return matches
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.order - b.order)
    .map(({ name, title, snippet }) => ({ name, title, snippet }));
}
