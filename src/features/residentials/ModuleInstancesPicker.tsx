import {
  Field,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  type TagPickerProps,
  useTagPickerFilter,
} from '@fluentui/react-components';
import { type Ref, useCallback, useMemo, useState } from 'react';
import { errorProps } from '../../components/form-dialog';
import { type ModuleInstanceChoice, matchesQuery, moduleInstanceName } from './residential-form';

/** The value of the list's one line when nothing matches (never an id: ids hold no spaces). */
const NO_MATCH = 'no match';

/**
 * The module instances a residential teaches: typed to filter the instances by their names
 * (module, code, session), chosen from the list, and shown as tags that a click, Delete or
 * Backspace removes. An id no longer offered keeps its tag, named by its id.
 */
export function ModuleInstancesPicker({
  value,
  onChange,
  instances,
  error,
  inputRef,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  instances: readonly ModuleInstanceChoice[];
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [query, setQuery] = useState('');
  const names = useMemo(
    () => new Map(instances.map((run) => [run.id, moduleInstanceName(run)])),
    [instances],
  );
  const nameOf = useCallback((id: string) => names.get(id) ?? id, [names]);
  const ids = useMemo(() => instances.map((run) => run.id), [instances]);

  const onOptionSelect: TagPickerProps['onOptionSelect'] = (_, data) => {
    if (data.value === NO_MATCH) return;
    onChange(data.selectedOptions);
    setQuery('');
  };
  const options = useTagPickerFilter({
    query,
    options: ids,
    filter: useCallback(
      (id: string) => !value.includes(id) && matchesQuery(nameOf(id), query),
      [value, nameOf, query],
    ),
    renderOption: useCallback(
      (id: string) => (
        <TagPickerOption key={id} value={id}>
          {nameOf(id)}
        </TagPickerOption>
      ),
      [nameOf],
    ),
    noOptionsElement: (
      <TagPickerOption value={NO_MATCH}>
        {instances.length === 0 ? 'No module instances to choose from' : 'No module matches'}
      </TagPickerOption>
    ),
  });

  return (
    <Field
      label="Modules taught"
      hint="Type a module's title, code or session to find it; click a chosen module, or press Delete on it, to remove it."
      {...errorProps(error)}
    >
      <TagPicker onOptionSelect={onOptionSelect} selectedOptions={value}>
        <TagPickerControl>
          <TagPickerGroup aria-label="Chosen modules">
            {value.map((id) => (
              <Tag key={id} value={id} shape="rounded">
                {nameOf(id)}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            ref={inputRef}
            placeholder={value.length === 0 ? 'Find a module' : undefined}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </TagPickerControl>
        <TagPickerList>{options}</TagPickerList>
      </TagPicker>
    </Field>
  );
}
