import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { FactList } from '../../components/record-page';
import { type ConsentRow, consentState } from '../../domain/consents/records';
import { formatDate } from '../../domain/format/dates';
import { can } from '../../state/permissions';
import { useConsent } from './queries';
import { WithdrawConsentDialog } from './WithdrawConsentDialog';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

// The contact's record is this area's; students and potential students have their own areas,
// which the manager may not see, so they are named, not linked.
const PERSON_KINDS: Record<ConsentRow['personKind'], string> = {
  contact: 'contact',
  student: 'student or alumnus',
  'potential-student': 'potential student',
};

/**
 * A consent's record (spec §2.4 `consents/{id}`, consents:view, issue 20): whose it is, the
 * purpose, where and when it was given, and its withdrawal. The manager withdraws it here.
 */
export function ConsentRecordPage() {
  const styles = useStyles();
  const { id = '' } = useParams();
  const query = useConsent(id);
  const [withdrawing, setWithdrawing] = useState(false);
  const consent = query.data;
  if (!consent && !navigator.onLine)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>Consents need a connection: they are not kept offline.</MessageBarBody>
      </MessageBar>
    );
  if (query.isError && !consent)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  if (!consent) return <Spinner label="Loading the consent ..." />;
  const state = consentState(consent, new Date().toISOString().slice(0, 10));
  const facts: [string, ReactNode][] = [
    [
      'Person',
      consent.personKind === 'contact' ? (
        <RouterLink key="person" to={`/contacts/${encodeURIComponent(consent.personId)}`}>
          {consent.personName}
        </RouterLink>
      ) : (
        `${consent.personName} (${PERSON_KINDS[consent.personKind]})`
      ),
    ],
    ['Purpose', consent.purpose],
    ['State', state],
    ['Source', consent.source],
    ['Given on', formatDate(consent.givenOn)],
    ['Withdrawn on', consent.withdrawnOn ? formatDate(consent.withdrawnOn) : '—'],
    ['Reason for withdrawal', consent.withdrawnReason ?? '—'],
  ];
  return (
    <div className={styles.page}>
      <FactList label="Consent" facts={facts} />
      {can(['role:manager']) && !consent.withdrawnOn && (
        <div>
          <Button onClick={() => setWithdrawing(true)}>Withdraw consent</Button>
        </div>
      )}
      {withdrawing && (
        <WithdrawConsentDialog
          consent={consent}
          onClose={() => setWithdrawing(false)}
          onWithdrawn={() => {
            setWithdrawing(false);
            void query.refetch();
          }}
        />
      )}
    </div>
  );
}
