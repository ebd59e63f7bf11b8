import { bigint, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Columns every synced record carries: optimistic version, change-feed position, times. */
export const recordColumns = () => ({
  /** Optimistic concurrency: PUT/PATCH send it back in If-Match (architecture §4). */
  version: integer('version').notNull().default(1),
  /** Position in the change feed of the last change (server/platform/changes). */
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * Who may see a record, as keys (`hub:<id>`, `tutor:<userId>`, `student:<id>`, `user:<id>`):
 * list, read and the change feed all filter by overlap with the caller's keys.
 */
export const scopeKeysColumn = () => text('scope_keys').array().notNull().default([]);
