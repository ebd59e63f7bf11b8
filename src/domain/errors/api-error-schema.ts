import { z } from 'zod';

/** One detail of an error response, usually one per bad field (param). */
export const apiErrorDetailSchema = z.object({
  message: z.string(),
  param: z.string().optional(),
});
export type ApiErrorDetail = z.infer<typeof apiErrorDetailSchema>;

/** Body of every API error response: `{ message, code?, details? }` (architecture §4, spec §8). */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: z.array(apiErrorDetailSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
