import { pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';

/** A hub: a local teaching centre with a director (spec §1). */
export const hubs = pgTable('hubs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  ...recordColumns(),
});

/** A programme of study with its levels (spec §9). */
export const programmes = pgTable('programmes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  levels: text('levels').array().notNull(),
  ...recordColumns(),
});
