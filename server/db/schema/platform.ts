import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './people';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** A signed-in browser. The cookie holds a random token; only its hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    // A deleted user's sessions end with them; acting as a deleted user ends the acting.
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** While impersonating: the user being acted as (the real user stays in userId). */
    actingAsUserId: text('acting_as_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/**
 * Failed sign-ins, counted per account and address, per address and per account to answer 429
 * (stateless across processes; features/auth/sign-in-policy.ts).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_email_at').on(table.email, table.at),
    index('login_failures_ip_at').on(table.ip, table.at),
  ],
);

/**
 * Addresses an email has signed in from (the last time): failures of that account from
 * elsewhere never hold its owner back at these (features/auth/sign-in-policy.ts).
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    lastAt: at('last_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.ip] })],
);

/** Single-use password reset tokens (hash only), with their expiry. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A registration waiting for its address to be confirmed (issue 17): the account is created when
 * the mailed link is followed. A request for an address that already has an account is recorded
 * too (no token mailed, no password kept), so every address gets the same answer and at most a
 * few mails an hour.
 */
export const registrations = pgTable(
  'registrations',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The chosen password's hash; null for an address that already had an account. */
    passwordHash: text('password_hash'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('registrations_email_created').on(table.email, table.createdAt)],
);

/** Every mail the product sends; the outbox itself when no SMTP server is configured. */
export const mailLog = pgTable('mail_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** 'smtp' when handed to SMTP_URL, 'log' when only recorded here. */
  transport: text('transport').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** First answers of mutations, by caller and Idempotency-Key (kept at least 7 days). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** Who changed what: before/after of the changed fields, and the impersonator if any. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    userId: text('user_id'),
    actingAsUserId: text('acting_as_user_id'),
    entity: text('entity').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull(),
  },
  (table) => [index('audit_log_record').on(table.entity, table.recordId)],
);

/**
 * The change feed: one row per change, numbered from the sequence `change_numbers` under a lock
 * writers share until they commit; a reader reads only up to the number every writer has
 * settled (migration 0008, `settledChangeNumber`), so a late commit is never passed by a cursor.
 */
export const changes = pgTable(
  'changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    entity: text('entity').notNull(),
    recordId: text('record_id').notNull(),
    op: text('op').notNull(),
    scopeBefore: text('scope_before').array().notNull().default([]),
    scopeAfter: text('scope_after').array().notNull().default([]),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('changes_entity_seq').on(table.entity, table.seq)],
);
