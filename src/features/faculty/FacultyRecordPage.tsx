import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { api, messageOfFailure } from '../../api/client';
import { type DataColumn, DataTable } from '../../components/data-table';
import { type FormField, RecordForm, RecordPage } from '../../components/record-page';
import { NotLoaded } from '../../components/screen';
import { type FacultyContact, facultyContactSchema } from '../../domain/faculty/contact';
import { can } from '../../state/permissions';
import { notify } from '../../state/ui';
import type { FacultyRecord, TaughtModule, Tutee } from './types';

type ContactValues = { phone: string; office: string; officeHours: string };
// The form edits all three details at once.
const FORM_SCHEMA = facultyContactSchema.required();

const CONTACT_FIELDS: FormField<ContactValues>[] = [
  { name: 'phone', label: 'Phone', cols: 6, hint: 'For example 01632 960100' },
  { name: 'office', label: 'Office', cols: 6 },
  { name: 'officeHours', label: 'Office hours', cols: 12 },
];

const MODULE_COLUMNS: DataColumn<TaughtModule>[] = [
  { id: 'code', header: 'Code', accessor: (row) => row.code, width: 110 },
  { id: 'title', header: 'Title', accessor: (row) => row.title },
  { id: 'level', header: 'Level', accessor: (row) => row.level, kind: 'number', width: 90 },
  { id: 'credits', header: 'Credits', accessor: (row) => row.credits, kind: 'number', width: 90 },
  { id: 'sessions', header: 'Sessions', accessor: (row) => row.sessions.join(', ') },
];

const TUTEE_COLUMNS: DataColumn<Tutee>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name },
  { id: 'programme', header: 'Programme', accessor: (row) => row.programme },
  { id: 'hub', header: 'Hub', accessor: (row) => row.hubName },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
];

const useStyles = makeStyles({
  facts: { display: 'grid', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalL },
});

/** `faculty/:id`: a tutor's contact details (editable with faculty:admin), modules and tutees. */
export function FacultyRecordPage() {
  const { id = '' } = useParams();
  const styles = useStyles();
  const navigate = useNavigate();
  const client = useQueryClient();
  const key = ['faculty-member', id];
  const query = useQuery({
    queryKey: key,
    // Asked again on every opening: a copy on the device may predate a save before a reload.
    staleTime: 0,
    queryFn: () =>
      api
        .get(`faculty/${encodeURIComponent(id)}`)
        .json<FacultyRecord>()
        .catch(async (failure: unknown) => {
          throw new Error(await messageOfFailure(failure));
        }),
  });
  const save = useMutation({
    mutationFn: ({ values, version }: { values: FacultyContact; version: number }) =>
      api
        .patch(`faculty/${encodeURIComponent(id)}`, {
          json: values,
          headers: { 'if-match': String(version) },
        })
        .json<FacultyRecord>(),
    onSuccess: async (saved) => {
      client.setQueryData(key, saved);
      notify('Contact details saved', 'success');
      await client.invalidateQueries({ queryKey: ['faculty'] });
    },
    // A 409 means someone saved first: show what they saved (the form says why it failed).
    onError: () => client.invalidateQueries({ queryKey: key }),
  });

  const tutor = query.data;
  if (!tutor) return <NotLoaded error={query.error} />;
  const editable = can(['faculty:admin']);
  const contact: ContactValues = {
    phone: tutor.phone,
    office: tutor.office,
    officeHours: tutor.officeHours,
  };
  const hub = tutor.hubName ? `${tutor.hubName}${tutor.hubCity ? ` (${tutor.hubCity})` : ''}` : '';
  return (
    <RecordPage
      title={tutor.name}
      subtitle={hub ? `Tutor · ${hub}` : 'Tutor'}
      status={tutor.active ? null : 'Inactive'}
      tabs={[
        {
          id: 'contact',
          label: 'Contact details',
          content: (
            <>
              <div className={styles.facts}>
                <Text>
                  Email: <a href={`mailto:${tutor.email}`}>{tutor.email}</a>
                </Text>
                <Text>Hub: {hub || 'none'}</Text>
                {!editable && (
                  <>
                    <Text>Phone: {tutor.phone || 'not given'}</Text>
                    <Text>Office: {tutor.office || 'not given'}</Text>
                    <Text>Office hours: {tutor.officeHours || 'not given'}</Text>
                  </>
                )}
              </div>
              {editable && (
                <RecordForm<ContactValues, ContactValues>
                  key={tutor.version}
                  label="Contact details"
                  schema={FORM_SCHEMA}
                  fields={CONTACT_FIELDS}
                  defaultValues={contact}
                  onSubmit={async (values) => {
                    try {
                      await save.mutateAsync({ values, version: tutor.version });
                    } catch (failure) {
                      // The server's sentence, never the HTTP library's.
                      throw new Error(await messageOfFailure(failure));
                    }
                  }}
                />
              )}
            </>
          ),
        },
        {
          id: 'modules',
          label: `Modules (${tutor.modules.length})`,
          content: (
            <DataTable
              label="Modules taught"
              rows={tutor.modules}
              columns={MODULE_COLUMNS}
              getRowId={(row) => row.code}
              searchPlaceholder="Search modules"
              onRowClick={(row) => navigate(`/modules/${encodeURIComponent(row.code)}`)}
              height={Math.min(400, 48 + tutor.modules.length * 40)}
            />
          ),
        },
        {
          id: 'tutees',
          label: `Tutees (${tutor.tutees.length})`,
          content: (
            <DataTable
              label="Tutees"
              rows={tutor.tutees}
              columns={TUTEE_COLUMNS}
              getRowId={(row) => row.id}
              searchPlaceholder="Search tutees"
              onRowClick={(row) => navigate(`/students/${encodeURIComponent(row.id)}`)}
              height={Math.min(400, 48 + tutor.tutees.length * 40)}
            />
          ),
        },
      ]}
    />
  );
}
