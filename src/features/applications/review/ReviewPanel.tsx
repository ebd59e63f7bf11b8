import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { formatPence } from '../../../domain/applications/decisions';
import { sectionAnswers } from '../../../domain/applications/section-answers';
import { REVIEW_SECTIONS } from '../../../domain/applications/sections';
import { isConfirmed } from '../../../domain/applications/statuses';
import { formatDate } from '../../../domain/format/dates';
import type { StoredApplication } from '../../../domain/records/application';
import { recordDeposit } from './commands';
import { refusedDecisions } from './decision-conflict';
import { type CurrentReview, SectionReview } from './SectionReview';
import { reviewRights, sectionOf, useQueuedFor } from './useReview';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  link: { color: tokens.colorBrandForegroundLink },
});

/** Every review section of an application, with its answers, outcome, form and history. */
export function ReviewPanel({ application }: { application: StoredApplication }) {
  const styles = useStyles();
  const queued = useQueuedFor(application.id);
  const rights = reviewRights();
  const applicant = `${application.firstName} ${application.lastName}`;
  const sections: Readonly<Record<string, CurrentReview | undefined>> = application.sections ?? {};
  const deposit = application.deposit;
  const studentId = application.studentId ?? undefined;
  // A refused deposit confirms nothing (the record shows it, see DecisionConflict).
  const depositRefused = refusedDecisions(queued).some(
    (entry) => entry.command === recordDeposit.name,
  );
  return (
    <div className={styles.root}>
      {isConfirmed(application.status) && !depositRefused && (
        <MessageBar intent="success">
          <MessageBarBody>
            {'Place confirmed'}
            {deposit?.amountPence
              ? `: deposit ${formatPence(deposit.amountPence)} paid on ${formatDate(deposit.paidOn)}. `
              : '. '}
            {studentId ? (
              <RouterLink className={styles.link} to={`/students/${encodeURIComponent(studentId)}`}>
                Open the student record
              </RouterLink>
            ) : (
              'The student record appears once the deposit has reached the college.'
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      {REVIEW_SECTIONS.map((section) => {
        const review = sections[section];
        return (
          <SectionReview
            // A new server outcome resets the form to it.
            key={`${section}:${review?.outcome ?? ''}:${review?.reviewedAt ?? ''}`}
            applicationId={application.id}
            applicant={applicant}
            section={section}
            answers={sectionAnswers(application, section)}
            current={review}
            history={application.history}
            queued={queued.filter((entry) => sectionOf(entry) === section)}
            canReview={rights.review}
          />
        );
      })}
    </div>
  );
}
