import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from '../../domain/format/dates';
import type { TicketView } from '../../domain/tickets/view';

const useStyles = makeStyles({
  // A table from 641 px, a list of cards on a phone (no sideways scrolling).
  scroll: { overflowX: 'auto', maxWidth: '100%', '@media (max-width: 640px)': { display: 'none' } },
  cards: {
    display: 'none',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    gap: tokens.spacingVerticalS,
    '@media (max-width: 640px)': { display: 'grid' },
  },
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  table: { minWidth: '40rem' },
  overdue: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Tickets as a table (a list of cards on a phone): number, subject (to the thread), status,
 * SLA age and activity.
 */
export function TicketTable({
  items,
  basePath,
  helpdesk,
  label,
}: {
  items: readonly TicketView[];
  basePath: string;
  helpdesk: boolean;
  label: string;
}) {
  const styles = useStyles();
  return (
    <>
      <ul className={styles.cards} aria-label={label}>
        {items.map((ticket) => (
          <li key={ticket.id} className={styles.card}>
            <Link to={`${basePath}/${encodeURIComponent(ticket.id)}`}>{ticket.subject}</Link>
            <div className={styles.line}>
              <Text size={200}>{ticket.number ? `#${ticket.number}` : 'Not sent yet'}</Text>
              <StatusBadge status={ticket.status} />
              <Text size={200}>{ticket.category}</Text>
            </div>
            {helpdesk && (
              <Text size={200}>
                {`${ticket.requesterName} · ${ticket.assigneeName ?? 'Unassigned'} · `}
                <span className={ticket.age.overdue ? styles.overdue : undefined}>
                  {ticket.age.overdue ? `${ticket.age.label} (overdue)` : `Age ${ticket.age.label}`}
                </span>
              </Text>
            )}
            <Text size={200} className={styles.muted}>
              {ticket.lastActivityAt
                ? `Last activity ${formatDateTime(ticket.lastActivityAt)}`
                : ''}
            </Text>
          </li>
        ))}
      </ul>
      <div className={styles.scroll}>
        <Table aria-label={label} className={styles.table} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Ticket</TableHeaderCell>
              <TableHeaderCell>Subject</TableHeaderCell>
              {helpdesk && <TableHeaderCell>Requester</TableHeaderCell>}
              <TableHeaderCell>Category</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              {helpdesk && <TableHeaderCell>Assignee</TableHeaderCell>}
              {helpdesk && <TableHeaderCell>SLA age</TableHeaderCell>}
              <TableHeaderCell>Last activity</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((ticket) => (
              <TableRow key={ticket.id}>
                <TableCell>{ticket.number ? `#${ticket.number}` : 'Not sent yet'}</TableCell>
                <TableCell>
                  <Link to={`${basePath}/${encodeURIComponent(ticket.id)}`}>{ticket.subject}</Link>
                </TableCell>
                {helpdesk && <TableCell>{ticket.requesterName}</TableCell>}
                <TableCell>{ticket.category}</TableCell>
                <TableCell>
                  <StatusBadge status={ticket.status} />
                </TableCell>
                {helpdesk && <TableCell>{ticket.assigneeName ?? 'Unassigned'}</TableCell>}
                {helpdesk && (
                  <TableCell>
                    <Text className={ticket.age.overdue ? styles.overdue : undefined}>
                      {ticket.age.overdue ? `${ticket.age.label} (overdue)` : ticket.age.label}
                    </Text>
                  </TableCell>
                )}
                <TableCell>
                  <Text className={styles.muted}>
                    {ticket.lastActivityAt ? formatDateTime(ticket.lastActivityAt) : '—'}
                  </Text>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
