import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useParams } from 'react-router';
import { RecordPage } from '../../components/record-page';
import { formatDate } from '../../domain/format/dates';
import { useOffline } from '../../offline-react/OfflineProvider';
import { useHubName } from '../../offline-react/useHubNames';
import { useFeatures } from '../../state/features';
import { can } from '../../state/permissions';
import { ApplicantForm } from './ApplicantForm';
import { ReferencesTab } from './references/ReferencesTab';
import { ConditionsEditor } from './review/ConditionsEditor';
import { DecisionConflict } from './review/DecisionConflict';
import { refusedDecisions } from './review/decision-conflict';
import { ExegesisEssay } from './review/ExegesisEssay';
import { ReviewActions } from './review/ReviewActions';
import { ReviewPanel } from './review/ReviewPanel';
import { useQueuedFor } from './review/useReview';

/** An application from the device's copy: the applicant (editable offline) and its review. */
export function ApplicationRecordPage() {
  const { id = '' } = useParams();
  const engine = useOffline();
  const hubName = useHubName();
  const features = useFeatures();
  const application = useLiveQuery(async () => engine?.db.applications.get(id), [engine, id], null);
  const refused = refusedDecisions(useQueuedFor(id));
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
  const applicant = `${application.firstName} ${application.lastName}`;
  const admin = can(['applications:admin']);
  // The server's record of a refused decision is its answer (a 409's body), read as it comes.
  const theirs = refused.at(-1)?.serverRecord?.status;
  return (
    <RecordPage
      title={applicant}
      subtitle={`Intake ${formatDate(application.intake)} · ${hubName(application.hubId)}`}
      // While a status change or deposit is refused the header shows the server's status, not mine.
      status={typeof theirs === 'string' ? theirs : application.status}
      actions={<ReviewActions application={application} />}
      notices={
        refused.length > 0
          ? refused.map((entry) => <DecisionConflict key={entry.id} entry={entry} />)
          : undefined
      }
      tabs={[
        {
          id: 'applicant',
          label: 'Applicant',
          content: admin ? <ApplicantForm application={application} /> : application.email,
        },
        {
          id: 'sections',
          label: 'Section reviews',
          content: <ReviewPanel application={application} />,
        },
        { id: 'essay', label: 'Essay', content: <ExegesisEssay application={application} /> },
        {
          id: 'references',
          label: 'References',
          content: <ReferencesTab application={application} canEdit={admin} />,
        },
        ...(features.conditionalOffers
          ? [
              {
                id: 'conditions',
                label: 'Conditions',
                content: (
                  <ConditionsEditor
                    // The server's list replaces the form when it changes.
                    key={JSON.stringify(application.conditions ?? [])}
                    applicationId={application.id}
                    applicant={applicant}
                    conditions={application.conditions}
                    canEdit={admin}
                  />
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
