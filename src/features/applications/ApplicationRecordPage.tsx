import {
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useParams } from 'react-router';
import { useOffline } from '../../app/offline/OfflineProvider';
import { RecordPage } from '../../components/record-page';
import { StatusBadge } from '../../components/status-badge';
import { REVIEW_SECTIONS } from '../../domain/applications/sections';
import { formatDate } from '../../domain/format/dates';
import { can } from '../../state/session';
import { ApplicantForm } from './ApplicantForm';

/** An application from the device's copy: the applicant (editable offline) and the section reviews. */
export function ApplicationRecordPage() {
  const { id = '' } = useParams();
  const engine = useOffline();
  const application = useLiveQuery(async () => engine?.db.applications.get(id), [engine, id], null);
  if (!engine || application === null) return <Spinner label="Loading, please wait ..." />;
  if (application === undefined) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          This application is not on this device. It may be outside your records, or not synced yet.
        </MessageBarBody>
      </MessageBar>
    );
  }
  const sections = (application.sections ?? {}) as Record<
    string,
    { outcome?: string; comment?: string } | undefined
  >;
  return (
    <RecordPage
      title={`${String(application.firstName)} ${String(application.lastName)}`}
      subtitle={`Intake ${formatDate(String(application.intake))} · ${String(application.hubId)}`}
      status={String(application.status)}
      tabs={[
        {
          id: 'applicant',
          label: 'Applicant',
          content: can(['applications:admin']) ? (
            <ApplicantForm application={application} />
          ) : (
            String(application.email)
          ),
        },
        {
          id: 'sections',
          label: 'Section reviews',
          content: (
            <Table aria-label="Section reviews" size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Section</TableHeaderCell>
                  <TableHeaderCell>Outcome</TableHeaderCell>
                  <TableHeaderCell>Comment</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {REVIEW_SECTIONS.filter((section) => sections[section]).map((section) => (
                  <TableRow key={section}>
                    <TableCell>{section}</TableCell>
                    <TableCell>
                      <StatusBadge status={sections[section]?.outcome ?? 'Not yet reviewed'} />
                    </TableCell>
                    <TableCell>{sections[section]?.comment ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ),
        },
      ]}
    />
  );
}
