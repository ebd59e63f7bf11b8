import {
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import type { FieldValues } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { StatusBadge } from '../../../components/status-badge';
import { hasOffer } from '../../../domain/applications/admissions';
import { applicationValues } from '../../../domain/applications/application-form';
import { SUBMITTABLE_STATUS } from '../../../domain/applications/submission';
import type { StoredApplication } from '../../../domain/records/application';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { useDraft } from '../../../offline-react/useDraft';
import { session } from '../../../state/session';
import { ApplicantOffer } from './ApplicantOffer';
import { ApplicationWizard } from './ApplicationWizard';
import { StartApplication } from './StartApplication';
import { SubmitProblems } from './SubmitProblems';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  status: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** The applicant's area (spec §3): start an application, fill it in step by step, submit it. */
export function ApplicantApplicationPage() {
  const styles = useStyles();
  const engine = useOffline();
  const { user } = useSnapshot(session);
  const userId = user?.id ?? '';
  const application = useLiveQuery(
    async () =>
      engine
        ? ((await engine.db.applications
            .filter((record) => record.applicantUserId === userId)
            .first()) ?? null)
        : undefined,
    [engine, userId],
  );
  if (!user) return null;
  if (application === undefined) return <Spinner label="Loading, please wait ..." />;
  if (application === null) return <StartApplication user={user} />;
  return (
    <div className={styles.root}>
      {application.status === SUBMITTABLE_STATUS ? (
        <WizardWithDraft record={application} />
      ) : (
        <Submitted record={application} />
      )}
    </div>
  );
}

function WizardWithDraft({ record }: { record: StoredApplication }) {
  const draft = useDraft<FieldValues>(`applications:${record.id}:apply`);
  if (draft.loading) return <Spinner label="Loading, please wait ..." />;
  return (
    <ApplicationWizard
      record={record}
      initial={draft.values ?? applicationValues(record)}
      draft={draft}
    />
  );
}

function Submitted({ record }: { record: StoredApplication }) {
  const styles = useStyles();
  const course = applicationValues(record).course;
  return (
    <section aria-labelledby="application-status" className={styles.root}>
      <h2 id="application-status">Your application</h2>
      <SubmitProblems applicationId={record.id} />
      <div className={styles.status}>
        <Text weight="semibold">Status</Text>
        <StatusBadge status={record.status} />
      </div>
      <Text>
        {course.course} ({course.studyPace}), intake {record.intake}.
        {hasOffer(record.status)
          ? ''
          : ' The college reviews your application and will be in touch.'}
      </Text>
      <ApplicantOffer record={record} />
      <MessageBar intent="info">
        <MessageBarBody>Your application can no longer be changed.</MessageBarBody>
      </MessageBar>
    </section>
  );
}
