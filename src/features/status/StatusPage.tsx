import {
  Badge,
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { formatDateTime } from '../../domain/format/dates';
import { APP_VERSION } from '../../domain/version';
import { useApiStatus } from './useApiStatus';
import { useOnline } from './useOnline';

const useStyles = makeStyles({
  page: {
    maxWidth: '48rem',
    margin: '0 auto',
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  card: { padding: tokens.spacingHorizontalL },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

// Vite replaces __BUILD_TIME__ at build time; under test it may not exist.
const BUILD_TIME = typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : '';

function Row({ term, children }: { term: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

function YesNo({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return (
    <Badge appearance="tint" color={value ? 'success' : 'danger'}>
      {value ? yes : no}
    </Badge>
  );
}

/** `/status` (public): versions of the app and the API, and what can be reached (spec §2.1). */
export function StatusPage() {
  const styles = useStyles();
  const online = useOnline();
  const { loading, result, refresh } = useApiStatus();
  const status = result?.reachable ? result.status : null;

  return (
    <main className={styles.page}>
      <Title1 as="h1">System status</Title1>
      <Card className={styles.card}>
        <dl className={styles.list}>
          <Row term="App version">{APP_VERSION}</Row>
          <Row term="Built">{formatDateTime(BUILD_TIME) || 'Unknown'}</Row>
          <Row term="Browser">
            <YesNo value={online} yes="online" no="offline" />
          </Row>
          <Row term="API reachable">
            {result ? <YesNo value={result.reachable} yes="yes" no="no" /> : 'Checking…'}
          </Row>
          <Row term="API version">{status?.version ?? 'Unknown'}</Row>
          <Row term="API started">{status ? formatDateTime(status.startedAt) : 'Unknown'}</Row>
          <Row term="Database">
            {status ? (
              <YesNo value={status.database === 'ok'} yes="ok" no="unavailable" />
            ) : (
              'Unknown'
            )}
          </Row>
        </dl>
      </Card>
      {result && !result.reachable && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>The API cannot be reached: {result.message}</MessageBarBody>
        </MessageBar>
      )}
      {status && status.version !== APP_VERSION && (
        <DismissibleAlert intent="warning" title="A newer version may be available">
          The app ({APP_VERSION}) and the API ({status.version}) differ: reload the page to update
          the app.
        </DismissibleAlert>
      )}
      <div className={styles.actions}>
        <Button icon={<ArrowClockwiseRegular />} onClick={refresh} disabledFocusable={loading}>
          Refresh
        </Button>
        {loading && <Spinner size="tiny" label="Checking…" />}
      </div>
    </main>
  );
}
