import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { api, messageOfFailure } from '../../api/client';
import { type DataColumn, DataTable } from '../../components/data-table';
import { NotLoaded } from '../../components/screen';
import { can } from '../../state/permissions';
import { notify } from '../../state/ui';
import type { ModuleInstance, ModuleRecord, ModuleStudent } from './types';

const STUDENT_COLUMNS: DataColumn<ModuleStudent>[] = [
  { id: 'name', header: 'Student', accessor: (row) => row.name },
  { id: 'mark', header: 'Mark', accessor: (row) => row.mark, kind: 'number', width: 90 },
  { id: 'grade', header: 'Grade', accessor: (row) => row.grade ?? '', width: 90 },
  { id: 'result', header: 'Result', accessor: (row) => row.result, kind: 'status' },
  { id: 'creditsAwarded', header: 'Credits awarded', accessor: (row) => row.creditsAwarded },
];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL },
});

/** `modules/:id`: a module's details (editable with modules:admin) and its runs per session. */
export function ModuleRecordPage() {
  const { id = '' } = useParams();
  const styles = useStyles();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['module', id],
    // Always asked again on opening: the persisted copy may predate a save made just before a
    // reload (the cache is written to the device at most once a second), so it is shown only
    // until the server answers.
    staleTime: 0,
    queryFn: () =>
      api
        .get(`modules/${encodeURIComponent(id)}`)
        .json<ModuleRecord>()
        .catch(async (failure: unknown) => {
          throw new Error(await messageOfFailure(failure));
        }),
  });
  const module = query.data;
  const [title, setTitle] = useState('');
  const [credits, setCredits] = useState('');
  useEffect(() => {
    if (module) {
      setTitle(module.title);
      setCredits(String(module.credits));
    }
  }, [module]);
  const save = useMutation({
    mutationFn: (version: number) =>
      api
        .patch(`modules/${encodeURIComponent(id)}`, {
          json: { title, credits: Number(credits) },
          headers: { 'if-match': String(version) },
        })
        .json<Omit<ModuleRecord, 'instances' | 'tutors'>>(),
    onSuccess: async (saved) => {
      client.setQueryData<ModuleRecord>(['module', id], (old) => old && { ...old, ...saved });
      notify('Module saved', 'success');
      await client.invalidateQueries({ queryKey: ['module', id] });
      await client.invalidateQueries({ queryKey: ['modules'] });
    },
    onError: async (failure) => {
      notify(await messageOfFailure(failure), 'error');
      // A 409 means someone saved first: show their version.
      await client.invalidateQueries({ queryKey: ['module', id] });
    },
  });

  if (!module) return <NotLoaded error={query.error} />;
  const editable = can(['modules:admin']);
  return (
    <div className={styles.root}>
      <Text as="h2" size={600} weight="semibold">
        {module.code} · {module.title}
      </Text>
      <div className={styles.facts}>
        <Text>Short name: {module.shortName}</Text>
        <Text>Level: {module.level}</Text>
        <Text>Tutors: {module.tutors.map((tutor) => tutor.name).join(', ') || 'none named'}</Text>
        <Text>Prefix: {module.prefix ?? 'none (level 3)'}</Text>
        <Text>Template: {module.template}</Text>
        <Text>Hub weeks: {module.hubWeeks.join(', ') || 'none'}</Text>
        <Text>Residentials: {module.residentials.join(', ') || 'none'}</Text>
      </div>
      <form
        className={styles.form}
        aria-label="Module details"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(module.version);
        }}
      >
        <Field label="Title" required>
          <Input value={title} readOnly={!editable} onChange={(_, data) => setTitle(data.value)} />
        </Field>
        <Field label="Credits" required>
          <Input
            type="number"
            value={credits}
            readOnly={!editable}
            onChange={(_, data) => setCredits(data.value)}
          />
        </Field>
        {editable && (
          <Button type="submit" appearance="primary" disabled={save.isPending}>
            Save
          </Button>
        )}
      </form>
      {module.instances.length === 0 && <Text>This module has not run yet.</Text>}
      {module.instances.map((run) => (
        <InstanceSection key={run.id} run={run} />
      ))}
    </div>
  );
}

function InstanceSection({ run }: { run: ModuleInstance }) {
  return (
    <section aria-label={`Session ${run.sessionId}`}>
      <Text as="h3" size={500} weight="semibold">
        Session {run.sessionId}
      </Text>
      <Text block>
        {run.startDate} to {run.endDate} · tutor {run.tutorName ?? 'not named'} ·{' '}
        {run.assessmentTitle}, due {run.assessmentDueDate}
      </Text>
      <DataTable
        label={`Students in ${run.sessionId}`}
        rows={run.students}
        columns={STUDENT_COLUMNS}
        getRowId={(row) => row.id}
        searchPlaceholder="Search students"
        height={Math.min(320, 48 + run.students.length * 40)}
      />
    </section>
  );
}
