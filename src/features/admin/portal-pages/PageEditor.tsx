import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MarkdownArticle } from '../../../components/markdown';
import { NotLoaded } from '../../../components/screen';
import { type AdminPage, CATEGORY_LABELS, readerPathOf } from '../../../domain/portal/pages';
import { notify } from '../../../state/ui';
import { type PageKey, publishPage, restoreVersion, SaveError, savePage, usePage } from './queries';
import { VersionHistory } from './VersionHistory';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  link: { color: tokens.colorBrandForegroundLink },
  panes: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  text: { fontFamily: tokens.fontFamilyMonospace, minHeight: '28rem', maxHeight: 'none' },
  preview: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `0 ${tokens.spacingHorizontalL}`,
    minWidth: 0,
    overflowX: 'auto',
  },
  previewTitle: { display: 'block', marginTop: tokens.spacingVerticalS },
});

/** One page in the editor: title and Markdown with a live preview, publishing and history. */
export function PageEditor({ page }: { page: PageKey }) {
  const query = usePage(page);
  if (!query.data) return <NotLoaded error={query.error} />;
  return <Editor page={page} loaded={query.data} />;
}

function Editor({ page, loaded }: { page: PageKey; loaded: AdminPage }) {
  const styles = useStyles();
  const client = useQueryClient();
  const [saved, setSaved] = useState(loaded);
  const [title, setTitle] = useState(loaded.title);
  const [body, setBody] = useState(loaded.body);
  const [conflict, setConflict] = useState<AdminPage>();
  const [busy, setBusy] = useState(false);
  const dirty = title !== saved.title || body !== saved.body;
  useEffect(() => {
    document.title = `${saved.title} · Portal pages · Collegium`;
  }, [saved.title]);

  const show = (next: AdminPage) => {
    setSaved(next);
    setTitle(next.title);
    setBody(next.body);
    setConflict(undefined);
  };
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin-portal-pages'] }),
      client.invalidateQueries({
        queryKey: ['admin-portal-page-versions', page.category, page.name],
      }),
    ]);
  const run = async (work: () => Promise<AdminPage>, done: string) => {
    setBusy(true);
    try {
      const next = await work();
      show(next);
      client.setQueryData(['admin-portal-page', page.category, page.name], next);
      notify(done, 'success');
      await refresh();
    } catch (error) {
      if (error instanceof SaveError && error.current) setConflict(error.current);
      else notify(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const save = () => run(() => savePage(page, saved.version, { title, body }), 'Page saved');
  const setPublished = (published: boolean) =>
    run(
      async () => {
        const base = dirty ? await savePage(page, saved.version, { title, body }) : saved;
        return publishPage(page, base.version, published);
      },
      published ? 'Page published' : 'Page unpublished: readers no longer see it',
    );

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <Link className={styles.link} to="?">
          All portal pages
        </Link>
        <Text>
          {CATEGORY_LABELS[saved.category]} · {saved.name}
        </Text>
        <Badge appearance="tint" color={saved.published ? 'success' : 'warning'}>
          {saved.published ? 'Published' : 'Not published'}
        </Badge>
        {saved.published && (
          <Link className={styles.link} to={readerPathOf(saved.category, saved.name)}>
            Open as readers see it
          </Link>
        )}
      </div>
      {conflict && (
        <MessageBar intent="warning">
          <MessageBarBody>
            Someone else saved this page since you opened it ({conflict.updatedByName ?? 'unknown'}
            ). Your text is still here.
          </MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={() => {
                // Their version becomes the base: saving again replaces it with this text.
                setSaved(conflict);
                setConflict(undefined);
              }}
            >
              Keep mine
            </Button>
            <Button onClick={() => show(conflict)}>Take theirs</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <form
        aria-label="Page"
        className={styles.root}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field label="Title" required>
          <Input value={title} onChange={(_, data) => setTitle(data.value)} />
        </Field>
        <div className={styles.panes}>
          <Field label="Text (Markdown)">
            <Textarea
              textarea={{ className: styles.text }}
              resize="vertical"
              value={body}
              onChange={(_, data) => setBody(data.value)}
            />
          </Field>
          <section aria-label="Preview" className={styles.preview}>
            <Text weight="semibold" className={styles.previewTitle}>
              Preview
            </Text>
            <MarkdownArticle markdown={body} />
          </section>
        </div>
        <div className={styles.bar}>
          <Button type="submit" appearance="primary" disabled={busy || !dirty || Boolean(conflict)}>
            Save
          </Button>
          <Button
            disabled={busy || Boolean(conflict)}
            onClick={() => void setPublished(!saved.published)}
          >
            {saved.published ? 'Unpublish' : dirty ? 'Save and publish' : 'Publish'}
          </Button>
          {dirty && <Text>Unsaved changes</Text>}
        </div>
      </form>
      <VersionHistory
        page={page}
        version={saved.version}
        busy={busy || Boolean(conflict)}
        onRestore={(restore) =>
          void run(
            () => restoreVersion(page, saved.version, restore),
            `Version ${restore} restored`,
          )
        }
      />
    </div>
  );
}
