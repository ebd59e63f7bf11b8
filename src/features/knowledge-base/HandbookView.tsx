import { makeStyles, SearchBox, Text, tokens } from '@fluentui/react-components';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { MarkdownArticle } from '../../components/markdown';
import { formatDate } from '../../domain/format/dates';
import type { PortalPage, PortalPageCategory } from '../../domain/forms/student-records';
import { CATEGORY_LABELS } from '../../domain/portal/pages';
import { searchPages } from '../../domain/portal/search';
import { headingsOf, tableOfContents } from '../../domain/portal/toc';
import { CachedView } from '../../offline-react/CachedView';
import { ui } from '../../state/ui';
import { handbookPhrase, PageList, SearchResults, TableOfContents } from './HandbookParts';
import { HandbookStart } from './HandbookStart';
import { handbookListQuery, handbookPageQuery } from './queries';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 16rem',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  search: { maxWidth: '28rem', width: '100%' },
  updated: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

function PageBody({ page }: { page: PortalPage }) {
  const styles = useStyles();
  const headings = useMemo(() => headingsOf(page.body), [page.body]);
  const contents = useMemo(() => tableOfContents(page.body), [page.body]);
  useEffect(() => {
    ui.pageTitle = page.title;
    document.title = `${page.title} · Collegium`;
  }, [page.title]);
  return (
    <article aria-label={page.title}>
      <TableOfContents entries={contents} />
      <MarkdownArticle markdown={page.body} headings={headings} />
      <p className={styles.updated}>Last updated {formatDate(page.updatedAt)}</p>
    </article>
  );
}

/**
 * The knowledge base or a handbook: with no page named (`/kb`, `/hdhandbook`, `/handbook`), its
 * first page; otherwise the page named.
 */
export function HandbookView({ category, name }: { category: PortalPageCategory; name: string }) {
  return name === '' ? (
    <HandbookStart category={category} />
  ) : (
    <HandbookPage category={category} name={name} />
  );
}

/**
 * A page of the knowledge base or a handbook: its text with a table of contents, the other
 * pages, and a search across them. Every page of the handbook is read (and kept on the device)
 * when one is opened, so the search runs on the device and works offline too; the handbooks are
 * a handful of pages each.
 */
function HandbookPage({ category, name }: { category: PortalPageCategory; name: string }) {
  const styles = useStyles();
  const label = CATEGORY_LABELS[category];
  const phrase = handbookPhrase(category);
  const [search, setSearch] = useState('');
  const list = useQuery(handbookListQuery(category));
  const page = useQuery(handbookPageQuery(category, name));
  const entries = list.data?.items ?? [];
  const pages = useQueries({
    queries: entries.map((entry) => handbookPageQuery(category, entry.name)),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data] : [])),
  });
  const matches = useMemo(() => searchPages(pages, search), [pages, search]);
  const searching = search.trim() !== '';
  return (
    <div className={styles.root}>
      <div className={styles.main}>
        <SearchBox
          className={styles.search}
          aria-label={`Search the ${phrase}`}
          placeholder={`Search the ${phrase}`}
          value={search}
          onChange={(_, data) => setSearch(data.value)}
        />
        {searching ? (
          <SearchResults
            category={category}
            matches={matches}
            searched={pages.length}
            total={entries.length}
            onOpen={() => setSearch('')}
          />
        ) : (
          <CachedView
            query={page}
            notFound={`There is no such page in the ${phrase}. Choose one from the list.`}
          >
            {(data) => <PageBody page={data} />}
          </CachedView>
        )}
      </div>
      {entries.length > 0 ? (
        <PageList category={category} label={label} entries={entries} current={name} />
      ) : (
        list.isError && <Text>The list of pages shows once it has been read while online.</Text>
      )}
    </div>
  );
}
