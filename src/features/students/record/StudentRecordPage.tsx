import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useParams, useSearchParams } from 'react-router';
import type { RecordTab } from '../../../components/record-page';
import { RecordPage } from '../../../components/record-page';
import {
  dbsForm,
  hesaDataForm,
  intentionsForm,
  learningSupportForm,
  safeguardingForm,
} from '../../../domain/forms';
import { HESA_DETAILS_TAB } from '../../../domain/hesa/problems';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { useHubName } from '../../../offline-react/useHubNames';
import { useFeature } from '../../../state/features';
import { can } from '../../../state/permissions';
import { DetailsTab } from './DetailsTab';
import { EngagementsTab } from './engagements/EngagementsTab';
import { FinanceTab } from './FinanceTab';
import { FormAnswersTab } from './FormAnswersTab';
import { HesaReadinessBadge } from './HesaReadinessBadge';
import { HesaTab } from './HesaTab';
import { NotesTab } from './notes/NotesTab';
import { RequestsFormsTab } from './RequestsFormsTab';
import { SessionsTab } from './SessionsTab';
import { TranscriptTab } from './TranscriptTab';

/** Staff who see a student's whole record: finance, statistical return, learning support. */
const WHOLE_RECORD = ['students:view'] as const;
/** Who sees the HESA readiness badge (the server's GET hesa/students/:id/readiness). */
const HESA_READINESS = [['hesa:menu', 'students:admin', 'students:view']] as const;

/**
 * A student's record for staff (students/{id}, mystudents/{id}): one tab per part, read from the
 * device's copy where it syncs (details, engagements, requests, forms, notes) and from the
 * server where it does not (sessions, transcript, finance).
 */
export function StudentRecordPage() {
  const { id = '' } = useParams();
  const engine = useOffline();
  const hubName = useHubName();
  const hesa = useFeature('hesa');
  // The open tab is in the URL (?tab=), so a link can open one (e.g. HESA missing → HESA details).
  const [search, setSearch] = useSearchParams();
  const student = useLiveQuery(async () => engine?.db.students.get(id), [engine, id], null);
  const requests = useLiveQuery(
    async () =>
      (await engine?.db['student-requests'].where('studentId').equals(id).toArray())?.toSorted(
        (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
      ),
    [engine, id],
  );
  const forms = useLiveQuery(
    async () => engine?.db['student-forms'].where('studentId').equals(id).toArray(),
    [engine, id],
  );

  if (!engine || student === null) return <Spinner label="Loading, please wait ..." />;
  if (student === undefined) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          This student is not on this device. It may be outside your records, or not synced yet.
        </MessageBarBody>
      </MessageBar>
    );
  }
  const name = `${student.preferredName ?? student.firstName} ${student.lastName}`;
  const editable = can([['students:admin', 'students:enrolment']]);
  // Hub directors edit their own hub's students' details too (offline, on their devices).
  const editsDetails = can([['students:admin', 'students:enrolment', 'role:hd']]);
  const wholeRecord = can(WHOLE_RECORD);
  const form = (formId: string) => forms?.find((row) => row.formId === formId);
  const loading = <Spinner label="Loading, please wait ..." />;
  const tabs: (RecordTab | false)[] = [
    {
      id: 'details',
      label: 'Details',
      content: (
        <DetailsTab
          student={student}
          hubName={hubName(student.hubId)}
          emergencyContacts={form('emergency-contacts')}
          editable={editsDetails}
        />
      ),
    },
    { id: 'engagements', label: 'Engagements', content: <EngagementsTab studentId={id} /> },
    { id: 'sessions', label: 'Enrolment sessions', content: <SessionsTab studentId={id} /> },
    {
      id: 'requests',
      label: requests?.length ? `Requests and forms (${requests.length})` : 'Requests and forms',
      content:
        requests && forms ? (
          <RequestsFormsTab requests={requests} forms={forms} mayDecide={editable} />
        ) : (
          loading
        ),
    },
    wholeRecord && { id: 'finance', label: 'Finance', content: <FinanceTab studentId={id} /> },
    { id: 'transcript', label: 'Transcript', content: <TranscriptTab studentId={id} /> },
    {
      id: 'intentions',
      label: 'Intentions',
      content: (
        <FormAnswersTab
          title={intentionsForm.title}
          fields={intentionsForm.fields}
          form={form(intentionsForm.id)}
          empty="The student has not told us their plans for next year."
        />
      ),
    },
    // The HESA answers exist only with the HESA switch on (issue 21).
    wholeRecord &&
      hesa && {
        id: 'hesa',
        label: 'HESA answers',
        content: (
          <FormAnswersTab
            title={hesaDataForm.title}
            fields={hesaDataForm.fields}
            form={form(hesaDataForm.id)}
            empty="The student has not answered the statistical return questions."
          />
        ),
      },
    // Confidential: only staff who see the whole record (the server sends a tutor only what
    // the student agreed to share, shown on Student support needs).
    wholeRecord && {
      id: 'support',
      label: 'Support and declarations',
      content: (
        <>
          <FormAnswersTab
            title={learningSupportForm.title}
            fields={learningSupportForm.fields}
            form={form(learningSupportForm.id)}
            empty="The student has not declared any learning support needs."
          />
          <FormAnswersTab
            title={safeguardingForm.title}
            fields={safeguardingForm.fields}
            form={form(safeguardingForm.id)}
            empty="The student has not made the safeguarding declaration."
          />
          <FormAnswersTab
            title={dbsForm.title}
            fields={dbsForm.fields}
            form={form(dbsForm.id)}
            empty="The student has not given their DBS check."
          />
        </>
      ),
    },
    { id: 'notes', label: 'Notes', content: <NotesTab studentId={id} studentName={name} /> },
    // What the HESA return needs that no form asks (issue 22): the HESA officer and the registry.
    hesa &&
      can([['hesa:menu', 'students:admin']]) && {
        id: HESA_DETAILS_TAB,
        label: 'HESA details',
        content: <HesaTab studentId={id} />,
      },
  ];
  return (
    <RecordPage
      title={name}
      subtitle={`${student.programmeCode} · ${hubName(student.hubId)} · ${student.email}`}
      // The HESA readiness badge (issue 22): the officer and staff who see the whole record.
      actions={hesa && can(HESA_READINESS) ? <HesaReadinessBadge studentId={id} /> : undefined}
      tabs={tabs.filter((tab): tab is RecordTab => tab !== false)}
      selectedTab={search.get('tab') ?? undefined}
      onTabChange={(tab) => setSearch({ tab }, { replace: true })}
    />
  );
}
