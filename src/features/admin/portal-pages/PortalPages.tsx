import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type DataColumn, type DataFilter, DataTable } from '../../../components/data-table';
import { NotLoaded, type ScreenProps } from '../../../components/screen';
import type { PortalPageCategory } from '../../../domain/forms/student-records';
import {
  type AdminPageSummary,
  ALL_PAGE_CATEGORIES,
  CATEGORY_LABELS,
} from '../../../domain/portal/pages';
import { NewPageDialog } from './NewPageDialog';
import { PageEditor } from './PageEditor';
import { type PageKey, usePageList } from './queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  link: { color: tokens.colorBrandForegroundLink },
});

const isCategory = (value: string): value is PortalPageCategory =>
  (ALL_PAGE_CATEGORIES as readonly string[]).includes(value);

/** The page `?page=<category>/<name>` names, if any. */
function pageOfSearch(value: string | null): PageKey | undefined {
  const [category = '', name = '', ...rest] = (value ?? '').split('/');
  return isCategory(category) && name && rest.length === 0 ? { category, name } : undefined;
}

export const editorSearch = ({ category, name }: PageKey) =>
  `?page=${encodeURIComponent(`${category}/${name}`)}`;

function columnsOf(linkClass: string): DataColumn<AdminPageSummary>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      accessor: (row) => row.title,
      render: (row) => (
        <Link className={linkClass} to={editorSearch(row)}>
          {row.title}
        </Link>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      accessor: (row) => CATEGORY_LABELS[row.category],
      width: 150,
    },
    { id: 'name', header: 'Name', accessor: (row) => row.name, width: 190 },
    {
      id: 'published',
      header: 'State',
      accessor: (row) => (row.published ? 'Published' : 'Not published'),
      kind: 'status',
      width: 140,
    },
    {
      id: 'updatedAt',
      header: 'Last change',
      accessor: (row) => row.updatedAt,
      kind: 'datetime',
      width: 170,
    },
    { id: 'updatedBy', header: 'By', accessor: (row) => row.updatedByName ?? '', width: 150 },
  ];
}

const FILTERS: DataFilter<AdminPageSummary>[] = [
  {
    id: 'category',
    label: 'Category',
    allLabel: 'All categories',
    options: ALL_PAGE_CATEGORIES.map((category) => ({
      value: category,
      label: CATEGORY_LABELS[category],
    })),
    predicate: (row, value) => row.category === value,
  },
  {
    id: 'published',
    label: 'State',
    allLabel: 'Published or not',
    options: [
      { value: 'yes', label: 'Published' },
      { value: 'no', label: 'Not published' },
    ],
    predicate: (row, value) => row.published === (value === 'yes'),
  },
];

/**
 * admin/portalpages (pages:list): every content page of the forms area, the knowledge base and
 * the handbooks, published or not; `?page=<category>/<name>` opens one in the editor.
 */
export function PortalPages(_: ScreenProps) {
  const [params] = useSearchParams();
  const page = pageOfSearch(params.get('page'));
  if (page) return <PageEditor key={`${page.category}/${page.name}`} page={page} />;
  return <PageListView />;
}

function PageListView() {
  const styles = useStyles();
  const navigate = useNavigate();
  const list = usePageList();
  const [creating, setCreating] = useState(false);
  if (!list.data) return <NotLoaded error={list.error} />;
  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <Text>{list.data.items.length} pages. Students and staff see published pages only.</Text>
        <Button appearance="primary" onClick={() => setCreating(true)}>
          New page
        </Button>
      </div>
      <DataTable
        label="Portal pages"
        rows={list.data.items}
        columns={columnsOf(styles.link)}
        filters={FILTERS}
        getRowId={(row) => `${row.category}/${row.name}`}
        searchPlaceholder="Search pages"
        onRowClick={(row) => void navigate(editorSearch(row))}
      />
      {creating && (
        <NewPageDialog
          onClose={() => setCreating(false)}
          onCreated={(created) => void navigate(editorSearch(created))}
        />
      )}
    </div>
  );
}
