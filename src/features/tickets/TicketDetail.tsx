import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { AsOf, type ScreenProps } from '../../components/screen';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from '../../domain/format/dates';
import type { TicketView } from '../../domain/tickets/view';
import { useOffline } from '../../offline-react/OfflineProvider';
import { offline } from '../../offline-react/state';
import { can } from '../../state/permissions';
import { session } from '../../state/session';
import { assignTicket, closeTicket, reopenTicket } from './commands';
import { useAssignees, useRefreshTickets, useTicketThread } from './queries';
import { TicketAttachments } from './TicketAttachments';
import { TicketThread } from './TicketThread';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '56rem' },
  header: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    flexWrap: 'wrap',
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dt': { fontWeight: tokens.fontWeightSemibold },
    '& dd': { margin: 0 },
  },
  description: { whiteSpace: 'pre-wrap', margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
});

/** The helpdesk's controls: assign, and the SLA age. */
function AssignControl({ ticket }: { ticket: TicketView }) {
  const engine = useOffline();
  const refresh = useRefreshTickets();
  const assignees = useAssignees(true);
  const people = assignees.data?.items ?? [];
  const current = ticket.assigneeId ?? '';
  const known = people.some((person) => person.id === current);
  return (
    <Field label="Assignee">
      <Select
        value={current}
        // Until the device's store is open a change could not be queued: never drop it silently.
        disabled={!engine || ticket.status === 'Closed'}
        onChange={async (_, data) => {
          const person = people.find((candidate) => candidate.id === data.value);
          await engine?.queue(assignTicket, {
            ticketId: ticket.id,
            ...(ticket.number ? { ticketNumber: ticket.number } : {}),
            assigneeId: person?.id ?? null,
            assigneeName: person?.name ?? null,
          });
          refresh();
        }}
      >
        <option value="">Unassigned</option>
        {!known && current && <option value={current}>{ticket.assigneeName ?? current}</option>}
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * A ticket's page (`tickets/:id`): its facts, the thread, files, and what the caller may do:
 * reply, close or reopen (requester and helpdesk), assign and internal notes (helpdesk).
 */
export function TicketDetail(_props: ScreenProps) {
  const styles = useStyles();
  const { id = '' } = useParams();
  const engine = useOffline();
  const refresh = useRefreshTickets();
  const { online } = useSnapshot(offline);
  useSnapshot(session);
  const helpdesk = can(['tickets:admin']);
  const { ticket, messages, attachments, error, pending, updatedAt } = useTicketThread(id);

  if (pending) return <Spinner label="Loading the ticket" />;
  if (!ticket) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{error?.message ?? 'There is no such ticket.'}</MessageBarBody>
      </MessageBar>
    );
  }
  const ref = { ticketId: ticket.id, ...(ticket.number ? { ticketNumber: ticket.number } : {}) };
  const move = async (event: 'close' | 'reopen') => {
    await engine?.queue(event === 'close' ? closeTicket : reopenTicket, ref);
    refresh();
  };

  return (
    <article className={styles.root} aria-label={`Ticket ${ticket.number ?? ''}`.trim()}>
      <div className={styles.header}>
        <Text as="h2" size={600} weight="semibold">
          {ticket.number ? `#${ticket.number} ${ticket.subject}` : ticket.subject}
        </Text>
        <StatusBadge status={ticket.status} />
      </div>
      <AsOf updatedAt={updatedAt} stale={!online || Boolean(error)} />
      {!ticket.number && (
        <MessageBar intent="info">
          <MessageBarBody>Not sent yet: it will be sent when this device is online.</MessageBarBody>
        </MessageBar>
      )}
      <dl className={styles.facts}>
        <dt>Category</dt>
        <dd>{ticket.category}</dd>
        <dt>Raised by</dt>
        <dd>{ticket.requesterName}</dd>
        <dt>Raised</dt>
        <dd>{ticket.createdAt ? formatDateTime(ticket.createdAt) : 'Not sent yet'}</dd>
        <dt>Assignee</dt>
        <dd>{ticket.assigneeName ?? 'Unassigned'}</dd>
        {helpdesk && (
          <>
            <dt>SLA age</dt>
            <dd>{ticket.age.overdue ? `${ticket.age.label} (overdue)` : ticket.age.label}</dd>
          </>
        )}
      </dl>
      <p className={styles.description}>{ticket.description}</p>
      <div className={styles.actions}>
        {helpdesk && <AssignControl ticket={ticket} />}
        {ticket.status === 'Closed' ? (
          <Button disabled={!engine} onClick={() => move('reopen')}>
            Reopen ticket
          </Button>
        ) : (
          <Button disabled={!engine} onClick={() => move('close')}>
            Close ticket
          </Button>
        )}
      </div>
      <Text as="h3" size={400} weight="semibold">
        Conversation
      </Text>
      <TicketThread ticket={ticket} messages={messages} helpdesk={helpdesk} />
      <Text as="h3" size={400} weight="semibold">
        Files
      </Text>
      <TicketAttachments ticketId={ticket.id} sent={ticket.version > 0} attachments={attachments} />
    </article>
  );
}
