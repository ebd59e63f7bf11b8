import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { BrandChip, StatusChip } from '../../../components/status-badge/StatusChip';
import type { RequestView } from './view';

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  seen: { marginInlineStart: 'auto' },
});

/** "Your requests": each request with where it stands, and the outcome with its reason. */
export function StudentRequests({
  requests,
  unseen,
  onSeen,
}: {
  requests: readonly RequestView[];
  unseen: readonly string[];
  onSeen: (ids: readonly string[]) => void;
}) {
  const styles = useStyles();
  return (
    <section aria-labelledby="your-requests">
      <Text as="h2" size={500} weight="semibold" id="your-requests" block>
        Your requests
      </Text>
      {requests.length === 0 ? (
        <Text>
          You have made no requests. Extensions, recordings, study breaks and deferrals are under
          Mitigating circumstances.
        </Text>
      ) : (
        <ul className={styles.list}>
          {requests.map((request) => {
            const { label } = request;
            const isNew = unseen.includes(request.id);
            return (
              <li key={request.id} className={styles.item} aria-label={label}>
                <div className={styles.header}>
                  <Text weight="semibold">{label}</Text>
                  <StatusChip status={request.status} />
                  {isNew && <BrandChip>New</BrandChip>}
                  {isNew && (
                    <Button
                      className={styles.seen}
                      size="small"
                      onClick={() => onSeen([request.id])}
                      aria-label={`Mark as read: the outcome of the ${label.toLowerCase()}`}
                    >
                      Mark as read
                    </Button>
                  )}
                </div>
                <Text className={styles.muted} size={200}>
                  {request.dates}
                </Text>
                {request.reason && <Text>{`Reason: ${request.reason}`}</Text>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
