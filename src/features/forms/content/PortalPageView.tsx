import { makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../domain/format/dates';
import type { PortalPage } from '../../../domain/forms';
import { ui } from '../../../state/ui';
import { CachedView } from '../CachedView';
import { portalPageQuery } from '../queries';
import { inAppPath, renderMarkdown } from './markdown';
import type { PageRef } from './pages';

const useStyles = makeStyles({
  page: {
    maxWidth: '48rem',
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    '& a': { color: tokens.colorBrandForegroundLink },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& table': { borderCollapse: 'collapse' },
    '& td, & th': {
      border: `1px solid ${tokens.colorNeutralStroke2}`,
      padding: tokens.spacingHorizontalS,
    },
  },
  updated: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

function PageBody({ page }: { page: PortalPage }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(page.body), [page.body]);
  useEffect(() => {
    ui.pageTitle = page.title;
    document.title = `${page.title} · Collegium`;
  }, [page.title]);
  // Links to the forms area stay in the app (and so work offline); others go to the browser.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const path = inAppPath(href, window.location.origin);
    if (!path) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    <article aria-label={page.title}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the page's own links, which are the interactive elements */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links already answer Enter with a click */}
      <div
        className={styles.page}
        onClick={onClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in renderMarkdown
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <p className={styles.updated}>Last updated {formatDate(page.updatedAt)}</p>
    </article>
  );
}

/** A content page of the forms area, readable offline once read (or prefetched). */
export function PortalPageView({ page }: { page: PageRef }) {
  const query = useQuery(portalPageQuery(page.category, page.name));
  return (
    <CachedView
      query={query}
      notFound="There is no such page. It may have been moved or removed: try the forms dashboard."
    >
      {(data) => <PageBody page={data} />}
    </CachedView>
  );
}
