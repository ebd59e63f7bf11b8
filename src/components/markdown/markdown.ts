import DOMPurify from 'dompurify';
import { marked } from 'marked';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * A content page's markdown as safe HTML: marked renders it, DOMPurify removes scripts, event
 * handlers and `javascript:` links (pages are written by staff, but shown to every student).
 * Where DOMPurify cannot run (no DOM), the page is shown as plain text, never as raw HTML.
 */
export function renderMarkdown(markdown: string): string {
  if (!DOMPurify.isSupported) return `<pre>${escapeHtml(markdown)}</pre>`;
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/**
 * The in-app path of a link inside a page (`/forms/...`, or the knowledge base's and handbooks'
 * `/kb/...`, `/hdhandbook/...`, `/handbook/...` on this site), else undefined.
 */
export function inAppPath(href: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || !/^\/(forms|kb|hdhandbook|handbook)(\/|$)/.test(url.pathname))
    return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
