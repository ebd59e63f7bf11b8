import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowExportRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ActionButton } from '../action-button';
import type { ExportField } from './types';

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'grid' },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS },
});

export interface CustomExportDialogProps {
  fields: readonly ExportField[];
  onExport: (fields: string[]) => void;
}

/** A 'Custom export' button whose dialog lets the user choose the fields to export. */
export function CustomExportDialog({ fields, onExport }: CustomExportDialogProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(fields.map((f) => f.id)));
  const styles = useStyles();

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const allChecked = chosen.size === fields.length ? true : chosen.size === 0 ? false : 'mixed';

  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<ArrowExportRegular />}>Custom export</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Custom export</DialogTitle>
          <DialogContent>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Choose the fields to export</legend>
              <Checkbox
                label="All fields"
                checked={allChecked}
                onChange={(_, data) =>
                  setChosen(new Set(data.checked === true ? fields.map((f) => f.id) : []))
                }
              />
              {fields.map((field) => (
                <div key={field.id}>
                  <Checkbox
                    label={field.label}
                    checked={chosen.has(field.id)}
                    onChange={(_, data) => toggle(field.id, data.checked === true)}
                  />
                </div>
              ))}
            </fieldset>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">Cancel</Button>
            </DialogTrigger>
            <ActionButton
              disabled={chosen.size === 0}
              onClick={() => {
                // Keep the fields' own order, whatever order they were ticked in.
                onExport(fields.filter((f) => chosen.has(f.id)).map((f) => f.id));
                setOpen(false);
              }}
            >
              Export
            </ActionButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
