import { makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MarkdownArticle } from '../../../components/markdown';
import { formatDate } from '../../../domain/format/dates';
import type { PortalPage } from '../../../domain/forms';
import { CachedView } from '../../../offline-react/CachedView';
import { ui } from '../../../state/ui';
import { portalPageQuery } from '../queries';
import type { PageRef } from './pages';

const useStyles = makeStyles({
  updated: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

function PageBody({ page }: { page: PortalPage }) {
  const styles = useStyles();
  useEffect(() => {
    ui.pageTitle = page.title;
    document.title = `${page.title} · Collegium`;
  }, [page.title]);
  return (
    <article aria-label={page.title}>
      <MarkdownArticle markdown={page.body} />
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
