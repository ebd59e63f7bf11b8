import { ticketRecordSchema } from '#domain/records/ticket';
import { tickets } from '../db/schema';
import { HELPDESK_SCOPE_KEY } from '../platform/auth/scope';
import { defineEntity, type Row } from '../platform/entities/define';
import { USER } from './references';

/**
 * Who syncs helpdesk records to their device: the helpdesk (tickets:admin) and students (their
 * own, by scope). Staff who only raise tickets read theirs through `GET /api/tickets?mode=mine`:
 * their scope reaches every record of the college, so the feed cannot hold only their own.
 */
export const HELPDESK_SYNC = [['tickets:admin', 'forms:student']] as const;
/** No generic write: tickets change only through the helpdesk's named routes. */
const NAMED_ROUTES_ONLY = ['tickets:admin'] as const;

/** A ticket's scope keys: its requester, and the helpdesk. */
export function ticketScopeKeys(row: Readonly<Record<string, unknown>>): string[] {
  return [`user:${String(row.requesterId)}`, HELPDESK_SCOPE_KEY];
}

/**
 * Helpdesk tickets (issue 21). Served by server/features/helpdesk (no generic routes, so every
 * route answers 404 while the `helpdesk` switch is off) and fed to the devices by the sync feed
 * while it is on (`feature`).
 */
export const ticketsEntity = defineEntity({
  name: 'tickets',
  label: 'Ticket',
  table: tickets,
  inputSchema: ticketRecordSchema,
  feature: 'helpdesk',
  policy: {
    view: HELPDESK_SYNC,
    create: NAMED_ROUTES_ONLY,
    update: NAMED_ROUTES_ONLY,
    delete: NAMED_ROUTES_ONLY,
  },
  scopeKeys: (row: Row) => ticketScopeKeys(row),
  references: { requesterId: USER, assigneeId: USER },
  searchable: ['subject', 'requesterName'],
  sortable: ['lastActivityAt', 'createdAt', 'number'],
  filterable: ['status', 'category', 'assigneeId', 'requesterId'],
  exportColumns: [
    { field: 'number', label: 'Number' },
    { field: 'requesterName', label: 'Requester' },
    { field: 'category', label: 'Category' },
    { field: 'subject', label: 'Subject' },
    { field: 'status', label: 'Status' },
    { field: 'assigneeName', label: 'Assignee' },
    { field: 'createdAt', label: 'Raised', kind: 'datetime' },
  ],
});
