import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link } from 'react-router';
import type { PortalPageCategory } from '../../domain/forms/student-records';
import { CATEGORY_LABELS } from '../../domain/portal/pages';
import type { PageMatch } from '../../domain/portal/search';
import type { PageHeading } from '../../domain/portal/toc';
import type { HandbookEntry } from './queries';

const useStyles = makeStyles({
  box: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    marginBottom: tokens.spacingVerticalM,
    maxWidth: '46rem',
  },
  heading: { margin: `0 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase300 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, lineHeight: tokens.lineHeightBase400 },
  sub: { marginLeft: tokens.spacingHorizontalL },
  link: { color: tokens.colorBrandForegroundLink },
  current: { fontWeight: tokens.fontWeightSemibold },
  results: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
  },
  snippet: { display: 'block', color: tokens.colorNeutralForeground2 },
});

/** How a sentence names the handbook: "the HD handbook", "the knowledge base". */
export function handbookPhrase(category: PortalPageCategory): string {
  const label = CATEGORY_LABELS[category];
  return category === 'hdhandbook' ? label : label.toLowerCase();
}

/** The sections of a page, as links to their headings. */
export function TableOfContents({ entries }: { entries: readonly PageHeading[] }) {
  const styles = useStyles();
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="page-contents" className={styles.box}>
      <h2 id="page-contents" className={styles.heading}>
        Contents
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.depth > 2 ? styles.sub : undefined}>
            <a className={styles.link} href={`#${entry.id}`}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every page of the handbook, the one open marked as current. */
export function PageList({
  category,
  label,
  entries,
  current,
}: {
  category: PortalPageCategory;
  label: string;
  entries: readonly HandbookEntry[];
  current: string;
}) {
  const styles = useStyles();
  return (
    <nav aria-labelledby="handbook-pages" className={styles.box}>
      <h2 id="handbook-pages" className={styles.heading}>
        {label}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.name}>
            <Link
              className={entry.name === current ? styles.current : styles.link}
              to={`/${category}/${entry.name}`}
              aria-current={entry.name === current ? 'page' : undefined}
            >
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The pages a search found, each with a line of its text. */
export function SearchResults({
  category,
  matches,
  searched,
  total,
  onOpen,
}: {
  category: PortalPageCategory;
  matches: readonly PageMatch[];
  searched: number;
  total: number;
  onOpen: () => void;
}) {
  const styles = useStyles();
  return (
    <section aria-label="Search results">
      <Text as="p" role="status">
        {matches.length === 0
          ? 'No page matches your search.'
          : `${matches.length} ${matches.length === 1 ? 'page matches' : 'pages match'} your search.`}
        {searched < total && ` ${total - searched} of the pages have not been read yet.`}
      </Text>
      <ul className={styles.results}>
        {matches.map((match) => (
          <li key={match.name}>
            <Link className={styles.link} to={`/${category}/${match.name}`} onClick={onOpen}>
              {match.title}
            </Link>
            <Text size={200} className={styles.snippet}>
              {match.snippet}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
