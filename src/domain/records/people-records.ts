import { z } from 'zod';
import { LEVELS } from '../programmes/levels';

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
export type UserRecordInput = z.infer<typeof userRecordSchema>;

/** A hub: a local teaching centre. */
export const hubRecordSchema = z.object({
  id: z.string().trim().min(1).max(200).optional(),
  name: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(200),
});

/** A programme with its levels (spec §9). */
export const programmeRecordSchema = z.object({
  id: z.string().trim().min(1).max(40).optional(),
  name: z.string().trim().min(1).max(200),
  levels: z.array(z.enum(LEVELS)).min(1),
});
