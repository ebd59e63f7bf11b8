import { makeStyles, tokens } from '@fluentui/react-components';
import { type MouseEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { PageHeading } from '../../domain/portal/toc';
import { inAppPath, renderMarkdown } from './markdown';

const useStyles = makeStyles({
  page: {
    maxWidth: '48rem',
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    overflowWrap: 'anywhere',
    '& a': { color: tokens.colorBrandForegroundLink },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& table': { borderCollapse: 'collapse' },
    '& td, & th': {
      border: `1px solid ${tokens.colorNeutralStroke2}`,
      padding: tokens.spacingHorizontalS,
    },
    '& pre': { overflowX: 'auto' },
  },
});

const normal = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * A content page's Markdown as the reader sees it (marked, then DOMPurify: renderMarkdown), the
 * one rendering the forms area, the knowledge base, the handbooks and the portal pages editor's
 * preview share. Links to the app's own pages stay in the app (and so work offline); others go to
 * the browser. With `headings` (of `headingsOf`), each heading gets its anchor id.
 */
export function MarkdownArticle({
  markdown,
  headings,
}: {
  markdown: string;
  headings?: readonly PageHeading[];
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  const ref = useRef<HTMLDivElement>(null);
  // Ids are set on the rendered headings (in order, matched by their text) rather than written
  // into the HTML, so the sanitiser's rules and the forms area's rendering stay as they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the HTML is replaced
  useLayoutEffect(() => {
    if (!headings?.length || !ref.current) return;
    let next = 0;
    for (const element of ref.current.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      const text = normal(element.textContent);
      const at = headings.findIndex((heading, index) => index >= next && heading.text === text);
      if (at < 0) continue;
      element.id = headings[at]?.id ?? '';
      next = at + 1;
    }
  }, [html, headings]);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || href.startsWith('#') || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    const path = inAppPath(href, window.location.origin);
    if (!path) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the page's own links, which are the interactive elements
    // biome-ignore lint/a11y/useKeyWithClickEvents: links already answer Enter with a click
    <div
      ref={ref}
      className={styles.page}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in renderMarkdown
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
