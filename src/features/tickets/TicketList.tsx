import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { AsOf, type ScreenProps } from '../../components/screen';
import { SLA_TARGET_HOURS, WORKDAY_END_HOUR, WORKDAY_START_HOUR } from '../../domain/tickets/sla';
import { offline } from '../../offline-react/state';
import { type TicketFilters, useAssignees, useTicketList } from './queries';
import { RaiseTicketForm } from './RaiseTicketForm';
import { TicketFilterBar } from './TicketFilters';
import { TicketTable } from './TicketTable';

/** Where the helpdesk's screens live (config/menu.json `tickets`). */
export const TICKETS_PATH = '/tickets';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '72rem' },
  muted: { color: tokens.colorNeutralForeground3 },
  raise: { justifySelf: 'start' },
});

/**
 * Helpdesk → All tickets (`mode: 'all'`, tickets:admin): the queue with its filters and SLA
 * age; Helpdesk → My tickets (`mode: 'mine'`, tickets:submit): the caller's tickets and a form
 * to raise one (works offline).
 */
export function TicketList({ mode: modeProp }: ScreenProps) {
  const mode = modeProp === 'all' ? 'all' : 'mine';
  const styles = useStyles();
  const [filters, setFilters] = useState<TicketFilters>({});
  const [raising, setRaising] = useState(false);
  const { items, loaded, error, updatedAt, query } = useTicketList(mode, filters);
  const assignees = useAssignees(mode === 'all');
  const helpdesk = mode === 'all';
  const { online } = useSnapshot(offline);

  return (
    <div className={styles.root}>
      {helpdesk ? (
        <>
          <Text className={styles.muted}>
            {`Tickets waiting on the helpdesk should be answered within ${SLA_TARGET_HOURS} working hours (${WORKDAY_START_HOUR}:00–${WORKDAY_END_HOUR}:00 UTC, Monday to Friday). The age counts from when a ticket was raised or the requester last wrote.`}
          </Text>
          <TicketFilterBar
            filters={filters}
            assignees={assignees.data?.items ?? []}
            onChange={setFilters}
          />
        </>
      ) : raising ? (
        <section aria-label="New ticket">
          <RaiseTicketForm basePath={TICKETS_PATH} />
          <Button appearance="subtle" onClick={() => setRaising(false)}>
            Cancel
          </Button>
        </section>
      ) : (
        <Button appearance="primary" className={styles.raise} onClick={() => setRaising(true)}>
          Raise a ticket
        </Button>
      )}
      {error && !query.data && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {`The tickets on the server could not be read (${error.message}). Those on this device are shown.`}
          </MessageBarBody>
        </MessageBar>
      )}
      {query.data && <AsOf updatedAt={updatedAt} stale={!online || query.isError} />}
      {!loaded && query.isPending ? (
        <Spinner label="Loading tickets" />
      ) : items.length === 0 ? (
        <Text>{helpdesk ? 'No tickets match.' : 'You have no tickets yet.'}</Text>
      ) : (
        <TicketTable
          items={items}
          basePath={TICKETS_PATH}
          helpdesk={helpdesk}
          label={helpdesk ? 'All tickets' : 'My tickets'}
        />
      )}
    </div>
  );
}
