import {
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { hasOffer, storedConditions } from '../../../domain/applications/admissions';
import { CONFIRMED_STATUS } from '../../../domain/applications/statuses';
import type { StoredApplication } from '../../../domain/records/application';
import { useFeatures } from '../../../state/features';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS },
  conditions: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXXL },
});

/**
 * What an applicant holding an offer needs: the offer, its conditions and whether each
 * is met (conditional offers), the offer letter, and what confirms the place (the deposit).
 */
export function ApplicantOffer({ record }: { record: StoredApplication }) {
  const features = useFeatures();
  const styles = useStyles();
  const status = record.status;
  if (!hasOffer(status)) return null;
  const confirmed = status === CONFIRMED_STATUS;
  const conditions = features.conditionalOffers ? storedConditions(record.conditions) : [];
  return (
    <section aria-label="Your offer" className={styles.root}>
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>
            {confirmed ? 'Your place is confirmed' : 'You have been offered a place'}
          </MessageBarTitle>
          {confirmed
            ? 'Your deposit has been received. The college will send you what you need before you start.'
            : 'The college confirms your place when your deposit is received.'}
        </MessageBarBody>
      </MessageBar>
      {conditions.length > 0 && (
        <>
          <Text weight="semibold">The conditions of your offer</Text>
          <ul className={styles.conditions} aria-label="Conditions of your offer">
            {conditions.map((condition) => (
              <li key={condition.id ?? condition.text}>
                {condition.text} — {condition.met ? 'met' : 'still to be met'}
              </li>
            ))}
          </ul>
        </>
      )}
      <Link href={`/api/applications/${encodeURIComponent(record.id)}/offer-letter`} download>
        Your offer letter (PDF)
      </Link>
    </section>
  );
}
