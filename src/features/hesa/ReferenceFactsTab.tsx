import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorProps } from '../../components/form-dialog';
import { type ReadOnlyColumn, ReadOnlyTable } from '../../components/read-only-table';
import { NotLoaded } from '../../components/screen';
import { FACT_RULES, type FactRule, type Share } from '../../domain/hesa/reference-facts';
import { offline } from '../../offline-react/state';
import { notify } from '../../state/ui';
import { useHesa } from './api';
import { HubDialog, ModuleDialog, ProgrammeDialog, VenueDialog } from './FactDialogs';
import { FactErrors, type FactsScreen, removeVenue, saveFacts } from './facts-api';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  provider: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    flexWrap: 'wrap',
  },
  badges: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    flexWrap: 'wrap',
    alignItems: 'center',
    overflowWrap: 'anywhere',
  },
  badge: { whiteSpace: 'nowrap' },
});

/** What a row still misses, as badges naming the HESA field; "Complete" when nothing. */
function Status({ missing }: { missing: readonly FactRule[] }) {
  const styles = useStyles();
  if (missing.length === 0) {
    return (
      <Badge appearance="tint" color="success">
        Complete
      </Badge>
    );
  }
  return (
    <span className={styles.badges}>
      <Badge className={styles.badge} appearance="tint" color="danger">
        Missing
      </Badge>
      <Text size={200}>{missing.map((rule) => FACT_RULES[rule].field).join(', ')}</Text>
    </span>
  );
}

const sharesText = (shares: readonly Share[] | undefined) =>
  shares?.length ? shares.map((s) => `${s.code} (${s.proportion}%)`).join(', ') : '—';

/** The college's UKPRN: CourseRole HESAID on every course and VENUEUKPRN on every hub. */
function ProviderUkprn({ ukprn, onSaved }: { ukprn: string; onSaved: () => void }) {
  const styles = useStyles();
  const [value, setValue] = useState(ukprn);
  const [error, setError] = useState<string | undefined>();
  const save = async () => {
    setError(undefined);
    try {
      await saveFacts('provider', 'college', value.trim() ? { ukprn: value } : {}, 'The UKPRN');
      notify('The college UKPRN is saved', 'success');
      onSaved();
    } catch (caught) {
      if (caught instanceof FactErrors) setError(caught.fields.ukprn ?? caught.message);
      else setError(String(caught));
    }
  };
  return (
    <div className={styles.provider}>
      <Field
        label="College UKPRN"
        hint="8 digits starting with 1: CourseRole HESAID and the hubs' VENUEUKPRN"
        {...errorProps(error)}
      >
        <Input value={value} onChange={(_, d) => setValue(d.value)} />
      </Field>
      <Button onClick={() => void save()}>Save UKPRN</Button>
    </div>
  );
}

type Editing =
  | { kind: 'programme'; row: FactsScreen['programmes'][number] }
  | { kind: 'module'; row: FactsScreen['modules'][number] }
  | { kind: 'hub'; row: FactsScreen['hubs'][number] }
  | { kind: 'venue'; venue?: FactsScreen['venues'][number] };

const editButton = (label: string, onClick: () => void, disabled: boolean): ReactNode => (
  <Button size="small" aria-label={label} disabled={disabled} onClick={onClick}>
    Edit
  </Button>
);

/**
 * /hesa/mapping, "Courses, modules and venues": what the return needs of our records that they
 * do not hold — the college's UKPRN, each course's QUALCAT, awarding body, subjects and funding
 * body, each module's cost centres and subjects, each hub's postcode, the residential venues.
 */
export function ReferenceFactsTab() {
  const styles = useStyles();
  const client = useQueryClient();
  const { online } = useSnapshot(offline);
  const query = useHesa<FactsScreen>(['facts'], 'facts');
  const [editing, setEditing] = useState<Editing | undefined>();
  if (!query.data) {
    return (
      <NotLoaded
        error={query.error}
        whenFailed={online ? undefined : 'These facts are desk work: connect to edit them.'}
      />
    );
  }
  const data = query.data;
  const refresh = async () => {
    setEditing(undefined);
    await client.invalidateQueries({ queryKey: ['hesa'] });
  };
  const saved = (what: string) => () => {
    notify(`${what}: saved`, 'success');
    void refresh();
  };
  const remove = async (venue: FactsScreen['venues'][number]) => {
    try {
      await removeVenue(venue.id);
      notify(`${venue.name} removed`, 'success');
      await refresh();
    } catch (caught) {
      notify(caught instanceof Error ? caught.message : String(caught), 'error');
    }
  };
  const programmeColumns: ReadOnlyColumn<FactsScreen['programmes'][number]>[] = [
    { header: 'Course', cell: (r) => `${r.id}: ${r.name}`, wide: true },
    { header: 'QUALCAT', cell: (r) => r.facts.qualcat ?? '—' },
    { header: 'Awarding body', cell: (r) => r.facts.awardingBody ?? '—' },
    { header: 'Subjects', cell: (r) => sharesText(r.facts.subjects) },
    { header: 'Funding body', cell: (r) => r.facts.fundingBody ?? '—' },
    { header: 'Status', cell: (r) => <Status missing={r.missing} /> },
    {
      header: 'Edit',
      cell: (r) =>
        editButton(`Edit ${r.id}`, () => setEditing({ kind: 'programme', row: r }), !online),
    },
  ];
  const moduleColumns: ReadOnlyColumn<FactsScreen['modules'][number]>[] = [
    { header: 'Module', cell: (r) => `${r.id}: ${r.name}`, wide: true },
    { header: 'Cost centres', cell: (r) => sharesText(r.facts.costCentres) },
    { header: 'Subjects', cell: (r) => sharesText(r.facts.subjects) },
    { header: 'Status', cell: (r) => <Status missing={r.missing} /> },
    {
      header: 'Edit',
      cell: (r) =>
        editButton(`Edit ${r.id}`, () => setEditing({ kind: 'module', row: r }), !online),
    },
  ];
  const hubColumns: ReadOnlyColumn<FactsScreen['hubs'][number]>[] = [
    { header: 'Hub', cell: (r) => r.name, wide: true },
    { header: 'Postcode', cell: (r) => r.facts.postcode ?? '—' },
    { header: 'Status', cell: (r) => <Status missing={r.missing} /> },
    {
      header: 'Edit',
      cell: (r) => editButton(`Edit ${r.name}`, () => setEditing({ kind: 'hub', row: r }), !online),
    },
  ];
  const venueColumns: ReadOnlyColumn<FactsScreen['venues'][number]>[] = [
    { header: 'Residential venue', cell: (r) => r.name, wide: true },
    { header: 'Postcode', cell: (r) => r.postcode },
    {
      header: 'Edit',
      cell: (r) =>
        editButton(`Edit ${r.name}`, () => setEditing({ kind: 'venue', venue: r }), !online),
    },
    {
      header: 'Remove',
      cell: (r) => (
        <Button
          size="small"
          aria-label={`Remove ${r.name}`}
          disabled={!online}
          onClick={() => void remove(r)}
        >
          Remove
        </Button>
      ),
    },
  ];
  return (
    <div className={styles.root}>
      {!online && (
        <MessageBar intent="warning">
          <MessageBarBody>
            You are offline. These facts are desk work, saved on the server only: connect to edit
            them.
          </MessageBarBody>
        </MessageBar>
      )}
      <Text as="p">
        The return needs these facts of our courses, modules and venues, which our records do not
        hold. A fact left empty is listed on the Missing screen. Changes are recorded in the audit
        log.
      </Text>
      <ProviderUkprn
        key={data.provider.facts.ukprn ?? ''}
        ukprn={data.provider.facts.ukprn ?? ''}
        onSaved={() => void refresh()}
      />
      <ReadOnlyTable
        caption="Courses and their qualifications"
        columns={programmeColumns}
        rows={data.programmes}
        rowKey={(r) => r.id}
        empty="No programmes"
      />
      <ReadOnlyTable
        caption="Modules"
        columns={moduleColumns}
        rows={data.modules}
        rowKey={(r) => r.id}
        empty="No modules"
      />
      <ReadOnlyTable
        caption="Hubs (venues)"
        columns={hubColumns}
        rows={data.hubs}
        rowKey={(r) => r.id}
        empty="No hubs"
      />
      <ReadOnlyTable
        caption="Residential venues"
        columns={venueColumns}
        rows={data.venues}
        rowKey={(r) => r.id}
        empty="No residential venue is listed"
      />
      <div>
        <Button disabled={!online} onClick={() => setEditing({ kind: 'venue' })}>
          Add a residential venue
        </Button>
      </div>
      {editing?.kind === 'programme' && (
        <ProgrammeDialog
          row={editing.row}
          onSaved={saved(editing.row.id)}
          onClose={() => setEditing(undefined)}
        />
      )}
      {editing?.kind === 'module' && (
        <ModuleDialog
          row={editing.row}
          onSaved={saved(editing.row.id)}
          onClose={() => setEditing(undefined)}
        />
      )}
      {editing?.kind === 'hub' && (
        <HubDialog
          row={editing.row}
          onSaved={saved(editing.row.name)}
          onClose={() => setEditing(undefined)}
        />
      )}
      {editing?.kind === 'venue' && (
        <VenueDialog
          {...(editing.venue ? { venue: editing.venue } : {})}
          taken={data.venues.map((v) => v.id)}
          onSaved={saved('Residential venue')}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}
