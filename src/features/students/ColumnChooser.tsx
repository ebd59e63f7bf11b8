import {
  Button,
  Menu,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { TableSettingsRegular } from '@fluentui/react-icons';

export interface ColumnChooserProps {
  /** Every column that can be shown, in display order. */
  columns: readonly { id: string; header: string }[];
  /** The ids shown. */
  shown: readonly string[];
  onChange: (shown: string[]) => void;
}

/** A "Columns" menu of checkboxes: which columns the table shows (at least one stays). */
export function ColumnChooser({ columns, shown, onChange }: ColumnChooserProps) {
  return (
    <Menu
      checkedValues={{ columns: [...shown] }}
      onCheckedValueChange={(_, data) => {
        const chosen = new Set(data.checkedItems);
        // Display order, whatever order the boxes were ticked in.
        const next = columns.map((column) => column.id).filter((id) => chosen.has(id));
        if (next.length > 0) onChange(next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<TableSettingsRegular />}>Columns</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {columns.map((column) => (
            <MenuItemCheckbox key={column.id} name="columns" value={column.id}>
              {column.header}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
