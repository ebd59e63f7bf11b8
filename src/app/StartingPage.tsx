import {
  Body1,
  Card,
  CardHeader,
  makeStyles,
  Spinner,
  Text,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { APP_VERSION } from '../domain/version';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: { maxWidth: '32rem', width: '100%' },
});

type ApiState = 'checking' | 'reachable' | 'unreachable';

/** The first screen of the product while its areas are being built: says what is running. */
export function StartingPage() {
  const styles = useStyles();
  const [api, setApi] = useState<ApiState>('checking');

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/status', { signal: controller.signal })
      .then((response) => setApi(response.ok ? 'reachable' : 'unreachable'))
      .catch(() => {
        if (!controller.signal.aborted) setApi('unreachable');
      });
    return () => controller.abort();
  }, []);

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <CardHeader header={<Title1 as="h1">Collegium</Title1>} />
        <Body1>The app is starting. Sign-in and the staff and student areas come next.</Body1>
        <div role="status" aria-label="API status">
          {api === 'checking' ? (
            <Spinner size="tiny" label="Checking the API…" />
          ) : (
            <Text>{api === 'reachable' ? 'API reachable.' : 'The API cannot be reached.'}</Text>
          )}
        </div>
        <Text size={200}>
          Version {APP_VERSION}, built {__BUILD_TIME__}
        </Text>
      </Card>
    </main>
  );
}
