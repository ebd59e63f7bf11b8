import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Field,
  makeStyles,
  Select,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NotLoaded } from '../../components/screen';
import { notify } from '../../state/ui';
import { hesaCall, type MappingField, type MappingScreen, useHesa } from './api';
import { LoadValidValues } from './LoadValidValues';
import { ReferenceFactsTab } from './ReferenceFactsTab';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  top: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'end' },
  table: { tableLayout: 'auto' },
  select: { minWidth: '12rem', maxWidth: '100%' },
  value: { overflowWrap: 'anywhere' },
});

const UNMAPPED = '';

/** One field's values, each with a select of the field's valid codes; a change saves at once. */
function FieldMappings({ field, collection }: { field: MappingField; collection: string }) {
  const styles = useStyles();
  const client = useQueryClient();
  const [saving, setSaving] = useState<string | null>(null);
  const save = async (localValue: string, code: string) => {
    if (code === UNMAPPED) return;
    setSaving(localValue);
    try {
      await hesaCall('put', 'mappings', { collection, field: field.field, localValue, code });
      notify(`${field.field}: "${localValue}" now maps to ${code}`, 'success');
      await client.invalidateQueries({ queryKey: ['hesa', 'mappings'] });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), 'error');
    } finally {
      setSaving(null);
    }
  };
  return (
    <Table className={styles.table} aria-label={`${field.label} (${field.field}) mappings`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Our value</TableHeaderCell>
          <TableHeaderCell>{field.field} code</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {field.values.map((value) => (
          <TableRow key={value.localValue}>
            <TableCell className={styles.value}>{value.localValue}</TableCell>
            <TableCell>
              <Select
                className={styles.select}
                aria-label={`${field.field} code for ${value.localValue}`}
                value={value.code ?? UNMAPPED}
                disabled={saving === value.localValue}
                onChange={(_event, data) => void save(value.localValue, data.value)}
              >
                {value.code === null && <option value={UNMAPPED}>Not mapped</option>}
                {field.codes.map((code) => (
                  <option key={code.code} value={code.code}>
                    {code.code} {code.label}
                  </option>
                ))}
              </Select>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Our values of each HESA field and the code each is sent as (the mapping tab). */
function CodeMappings({ opened }: { opened: string | null }) {
  const styles = useStyles();
  const [collection, setCollection] = useState<string | undefined>();
  const query = useHesa<MappingScreen>(
    ['mappings', collection ?? 'latest'],
    'mappings',
    collection ? { collection } : undefined,
  );
  if (!query.data) return <NotLoaded error={query.error} />;
  const data = query.data;
  return (
    <div className={styles.root}>
      <div className={styles.top}>
        <Field label="Collection year">
          <Select value={data.collection} onChange={(_event, d) => setCollection(d.value)}>
            {(data.collections.length ? data.collections : [data.collection]).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Text as="p">
          Each of our values is sent to HESA as the code chosen here. A change is saved at once and
          recorded in the audit log. Codes come from the valid-value lists held for the collection
          year.
        </Text>
        <LoadValidValues collection={data.collection} />
      </div>
      <Accordion multiple collapsible defaultOpenItems={opened ? [opened] : []}>
        {data.fields.map((field) => {
          const unmapped = field.values.filter((v) => v.code === null).length;
          return (
            <AccordionItem key={field.field} value={field.field}>
              <AccordionHeader as="h2">
                {field.label} ({field.field}){unmapped > 0 ? ` — ${unmapped} not mapped` : ''}
              </AccordionHeader>
              <AccordionPanel>
                <Text as="p">Our values: {field.source}.</Text>
                <FieldMappings field={field} collection={data.collection} />
              </AccordionPanel>
            </AccordionItem>
          );
        })}
      </Accordion>
    </div>
  );
}

const TABS = { codes: 'Code mapping', facts: 'Courses, modules and venues' } as const;
type TabId = keyof typeof TABS;

/**
 * `hesa/mapping` (hesa:menu): our values of each HESA field (from the statistical return form,
 * engagement statuses, study pace, bursary types…) and the Data Futures code each is sent as;
 * and the facts of courses, modules and venues our records do not hold (ReferenceFactsTab).
 */
export function HesaMappingPage() {
  const styles = useStyles();
  // `?field=ETHNIC` (the missing screen's fix link) opens that field; `?tab=facts` the facts.
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get('tab') === 'facts' ? 'facts' : 'codes';
  return (
    <div className={styles.root}>
      <TabList
        aria-label="HESA mapping"
        selectedValue={tab}
        onTabSelect={(_, data) => setParams(data.value === 'facts' ? { tab: 'facts' } : {})}
      >
        {Object.entries(TABS).map(([id, label]) => (
          <Tab key={id} value={id}>
            {label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={TABS[tab]}>
        {tab === 'facts' ? <ReferenceFactsTab /> : <CodeMappings opened={params.get('field')} />}
      </div>
    </div>
  );
}
