import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { PortalPageCategory } from '../../../domain/forms/student-records';
import {
  type AdminPage,
  ALL_PAGE_CATEGORIES,
  CATEGORY_LABELS,
  createPageSchema,
} from '../../../domain/portal/pages';
import { notify } from '../../../state/ui';
import { createPage } from './queries';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Errors = Partial<Record<'category' | 'name' | 'title', string>>;

/** A new page: category, the name in its address and a title; created unpublished. */
export function NewPageDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (page: AdminPage) => void;
}) {
  const styles = useStyles();
  const client = useQueryClient();
  const [category, setCategory] = useState<PortalPageCategory>('kb');
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createPageSchema.safeParse({ category, name, title, body: `# ${title}\n` });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'category' || field === 'name' || field === 'title')
          found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const created = await createPage(parsed.data);
      await client.invalidateQueries({ queryKey: ['admin-portal-pages'] });
      notify('Page created: it is not published yet', 'success');
      onCreated(created);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} aria-label="New page">
          <DialogBody>
            <DialogTitle>New page</DialogTitle>
            <DialogContent className={styles.form}>
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              <Field label="Category" required validationMessage={errors.category}>
                <Select
                  value={category}
                  onChange={(_, data) => setCategory(data.value as PortalPageCategory)}
                >
                  {ALL_PAGE_CATEGORIES.map((option) => (
                    <option key={option} value={option}>
                      {CATEGORY_LABELS[option]}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field
                label="Name in the address"
                hint="Lower-case words joined by dashes, e.g. exam-stress"
                required
                validationMessage={errors.name}
              >
                <Input value={name} onChange={(_, data) => setName(data.value)} />
              </Field>
              <Field label="Title" required validationMessage={errors.title}>
                <Input value={title} onChange={(_, data) => setTitle(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                Create
              </Button>
              <Button onClick={onClose}>Cancel</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
