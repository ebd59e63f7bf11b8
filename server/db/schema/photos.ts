import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { students, users } from './people';

// Bytes as PostgreSQL bytea: pg hands back a Buffer, PGlite a Uint8Array; both become a Buffer.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A student's photo (spec §2.3 photos), already resized to the two sizes the app shows. Kept in
 * the database, not in DATA_DIR, so every API process reads the same photo and a backup of the
 * database holds them (a few tens of KB per student).
 */
export const studentPhotos = pgTable('student_photos', {
  studentId: text('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  /** 128-px square WebP: the grid's avatar. */
  avatar: bytea('avatar').notNull(),
  /** 512-px square WebP: the portrait. */
  portrait: bytea('portrait').notNull(),
  /** Bumped on each replacement: the image URLs carry it, so caches never show an old photo. */
  version: integer('version').notNull().default(1),
  uploadedBy: text('uploaded_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
