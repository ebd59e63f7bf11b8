import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { MarkdownArticle } from '../../../components/markdown';
import { formatDateTime } from '../../../domain/format/dates';
import type { PageVersion } from '../../../domain/portal/pages';
import { notify } from '../../../state/ui';
import { type PageKey, readVersion, useVersions } from './queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  table: { maxWidth: '56rem' },
});

/** Every saved version of a page, newest first: view one, or restore its title and text. */
export function VersionHistory({
  page,
  version,
  busy,
  onRestore,
}: {
  page: PageKey;
  version: number;
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  const styles = useStyles();
  const versions = useVersions(page, version);
  const [viewing, setViewing] = useState<PageVersion>();
  const view = async (pageVersion: number) => {
    try {
      setViewing(await readVersion(page, pageVersion));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  return (
    <section aria-labelledby="page-history" className={styles.root}>
      <Text as="h2" id="page-history" size={500} weight="semibold">
        History
      </Text>
      {versions.error && <Text>{versions.error.message}</Text>}
      <Table aria-labelledby="page-history" size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Version</TableHeaderCell>
            <TableHeaderCell>Saved</TableHeaderCell>
            <TableHeaderCell>By</TableHeaderCell>
            <TableHeaderCell>Title</TableHeaderCell>
            <TableHeaderCell>State</TableHeaderCell>
            <TableHeaderCell>Actions</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(versions.data?.items ?? []).map((item) => (
            <TableRow key={item.pageVersion}>
              <TableCell>{item.pageVersion}</TableCell>
              <TableCell>{formatDateTime(item.savedAt)}</TableCell>
              <TableCell>{item.savedByName || 'as first published'}</TableCell>
              <TableCell>{item.title}</TableCell>
              <TableCell>{item.published ? 'Published' : 'Not published'}</TableCell>
              <TableCell>
                <div className={styles.actions}>
                  <Button
                    size="small"
                    aria-label={`View version ${item.pageVersion}`}
                    onClick={() => void view(item.pageVersion)}
                  >
                    View
                  </Button>
                  {item.pageVersion !== version && (
                    <Button
                      size="small"
                      disabled={busy}
                      aria-label={`Restore version ${item.pageVersion}`}
                      onClick={() => onRestore(item.pageVersion)}
                    >
                      Restore
                    </Button>
                  )}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {viewing && (
        <Dialog open onOpenChange={(_, data) => !data.open && setViewing(undefined)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>
                Version {viewing.pageVersion}: {viewing.title}
              </DialogTitle>
              <DialogContent>
                <MarkdownArticle markdown={viewing.body} />
              </DialogContent>
              <DialogActions>
                {viewing.pageVersion !== version && (
                  <Button
                    appearance="primary"
                    disabled={busy}
                    onClick={() => {
                      onRestore(viewing.pageVersion);
                      setViewing(undefined);
                    }}
                  >
                    Restore this version
                  </Button>
                )}
                <Button onClick={() => setViewing(undefined)}>Close</Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </section>
  );
}
