import { IDENTITY_PATHS, pwdResetLinkResponseSchema } from '@portal/contract/identity';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type PwdResetLink = z.infer<typeof pwdResetLinkResponseSchema>;

/** GET /api/pwd-reset-link: a fresh link to the page where the user sets a new password. */
export function getPwdResetLink(): Promise<PwdResetLink> {
  return apiClient.get(IDENTITY_PATHS.pwdResetLink, { schema: pwdResetLinkResponseSchema });
}

/** Asked for on demand ('Reset password'), never cached: each link is new and expires. */
export function usePwdResetLink() {
  return useMutation({ mutationFn: getPwdResetLink });
}
