import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../offline/commands';
import { openUserDatabase } from '../../offline/database';
import {
  addTicketNote,
  assignTicket,
  closeTicket,
  raiseTicket,
  reopenTicket,
  replyToTicket,
} from './commands';

const raised = {
  id: 'ticket-1',
  category: 'Moodle and IT' as const,
  subject: '  Cannot open Moodle ',
  description: 'Locked out',
  userId: 'u1',
  userName: 'Ada Lovelace',
};
const open = () => openUserDatabase(`tickets-${crypto.randomUUID()}`);

describe('tickets commands', () => {
  it('tickets.raise shows the ticket at once and queues one POST with its id', async () => {
    const db = await open();
    const entry = await runCommand(db, 'u1', raiseTicket, raised);
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/tickets',
      body: {
        id: 'ticket-1',
        category: 'Moodle and IT',
        subject: 'Cannot open Moodle',
        description: 'Locked out',
      },
      entity: 'tickets',
      recordId: 'ticket-1',
      label: 'New ticket: Cannot open Moodle',
    });
    expect(await db.tickets.get('ticket-1')).toMatchObject({
      version: 0,
      status: 'Open',
      requesterId: 'u1',
      requesterName: 'Ada Lovelace',
    });
  });

  it('refuses a ticket without a subject or with an unknown category, queueing nothing', async () => {
    const db = await open();
    await expect(runCommand(db, 'u1', raiseTicket, { ...raised, subject: ' ' })).rejects.toThrow(
      'Write the subject',
    );
    await expect(
      runCommand(db, 'u1', raiseTicket, { ...raised, category: 'Gossip' as 'Other' }),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.tickets.count()).toBe(0);
  });

  it('replies and notes are shown at once, notes marked internal; close and reopen move it', async () => {
    const db = await open();
    await runCommand(db, 'u1', raiseTicket, raised);
    const who = { userId: 'u1', userName: 'Ada Lovelace', ticketId: 'ticket-1' };
    const reply = await runCommand(db, 'u1', replyToTicket, { ...who, id: 'm1', body: 'Still' });
    expect(reply).toMatchObject({
      path: '/api/tickets/ticket-1/messages',
      body: { id: 'm1', body: 'Still' },
      label: 'Reply on a new ticket',
    });
    const note = await runCommand(db, 'u1', addTicketNote, {
      ...who,
      ticketNumber: 7,
      id: 'm2',
      body: 'Check the log',
    });
    expect(note).toMatchObject({
      path: '/api/tickets/ticket-1/notes',
      label: 'Internal note on ticket 7',
    });
    const messages = await db['ticket-messages'].where('ticketId').equals('ticket-1').toArray();
    expect(messages.map((m) => [m.id, m.internal])).toEqual([
      ['m1', false],
      ['m2', true],
    ]);
    await runCommand(db, 'u1', closeTicket, { ticketId: 'ticket-1' });
    expect((await db.tickets.get('ticket-1'))?.status).toBe('Closed');
    const reopened = await runCommand(db, 'u1', reopenTicket, { ticketId: 'ticket-1' });
    expect(reopened).toMatchObject({ method: 'POST', path: '/api/tickets/ticket-1/reopen' });
    expect((await db.tickets.get('ticket-1'))?.status).toBe('Open');
    await runCommand(db, 'u1', assignTicket, {
      ticketId: 'ticket-1',
      assigneeId: 'user-registrar',
      assigneeName: 'Rachel Okafor',
    });
    expect(await db.tickets.get('ticket-1')).toMatchObject({ assigneeName: 'Rachel Okafor' });
    expect(await db.outbox.count()).toBe(6);
  });
});
