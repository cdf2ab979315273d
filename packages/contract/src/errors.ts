import { z } from 'zod';

export * from './errors-core.js';

/** Every error answer of the API: `code` is a stable key the web translates. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
