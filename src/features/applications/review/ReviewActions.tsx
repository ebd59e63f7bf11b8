import { Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { canRecordDeposit, hasOffer } from '../../../domain/applications/admissions';
import { quickAcceptReviews } from '../../../domain/applications/review-commands';
import type { StoredApplication } from '../../../domain/records/application';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { notify } from '../../../state/ui';
import { quickAcceptApplication } from './commands';
import { DepositDialog } from './DepositDialog';
import { StatusDialog } from './StatusDialog';
import { actorNow, reviewRights } from './useReview';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  link: { color: tokens.colorBrandForegroundLink },
});

/** The record's actions: quick accept, status, deposit, offer letter, the student it became. */
export function ReviewActions({ application }: { application: StoredApplication }) {
  const styles = useStyles();
  const engine = useOffline();
  const rights = reviewRights();
  const [dialog, setDialog] = useState<'status' | 'deposit' | undefined>();
  const applicant = `${application.firstName} ${application.lastName}`;
  const status = application.status;
  const studentId = application.studentId ?? undefined;

  const quick = async () => {
    if (!engine) return;
    const queued = await engine.queue(quickAcceptApplication, {
      id: application.id,
      applicant,
      reviews: quickAcceptReviews(application.sections ?? {}, actorNow()),
    });
    if (!queued) return;
    notify(`${applicant}: every section accepted or acknowledged`, 'success');
  };

  return (
    <div className={styles.root}>
      {rights.review && <Button onClick={() => void quick()}>Quick accept</Button>}
      {rights.decide && <Button onClick={() => setDialog('status')}>Change status</Button>}
      {rights.decide && canRecordDeposit(status) && (
        <Button onClick={() => setDialog('deposit')}>Record deposit</Button>
      )}
      {hasOffer(status) && (
        <Link
          href={`/api/applications/${encodeURIComponent(application.id)}/offer-letter`}
          download
        >
          Offer letter (PDF)
        </Link>
      )}
      {studentId && (
        <RouterLink className={styles.link} to={`/students/${encodeURIComponent(studentId)}`}>
          Open the student record
        </RouterLink>
      )}
      {dialog === 'status' && (
        <StatusDialog
          applicationId={application.id}
          applicant={applicant}
          status={status}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'deposit' && (
        <DepositDialog
          applicationId={application.id}
          applicant={applicant}
          conditions={application.conditions}
          onClose={() => setDialog(undefined)}
        />
      )}
    </div>
  );
}
