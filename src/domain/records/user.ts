import { z } from 'zod';
import type { Stored } from './stored';

/** A user account as administrators edit it (the password is set through sign-in flows only). */
export const userRecordSchema = z.object({
  id: z.string().trim().min(1).max(200).optional(),
  email: z.email(),
  name: z.string().trim().min(1).max(200),
  picture: z.string().max(500).default(''),
  roles: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  /** Extra permission claims beyond the roles' (spec §6). */
  claims: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
  hubId: z.string().trim().min(1).max(200).nullish(),
  programme: z.string().max(40).default(''),
  pathway: z.string().max(100).default(''),
  studentId: z.string().trim().min(1).max(200).nullish(),
  active: z.boolean().default(true),
});
/** A user record's fields. */
export type UserRecord = z.infer<typeof userRecordSchema>;
/** A user as the server sends it (never with its password hash). */
export type StoredUser = Stored<UserRecord>;
