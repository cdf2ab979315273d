import { z } from 'zod';
import { ACTIONS, RESOURCES } from './permissions-core.js';

export * from './permissions-core.js';

export const permissionSchema = z.object({
  action: z.enum(ACTIONS),
  resource: z.enum(RESOURCES),
});
export type Permission = z.infer<typeof permissionSchema>;
