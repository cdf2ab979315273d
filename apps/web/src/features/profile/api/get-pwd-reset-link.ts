import { IDENTITY_PATHS, pwdResetLinkResponseSchema, type PwdResetLinkRequest } from '@portal/contract/identity';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type PwdResetLink = z.infer<typeof pwdResetLinkResponseSchema>;

/** POST /api/pwd-reset-link: a fresh link to the page where the user sets a new password; the current password confirms it is them. */
export function getPwdResetLink(body: PwdResetLinkRequest): Promise<PwdResetLink> {
  return apiClient.post(IDENTITY_PATHS.pwdResetLink, body, { schema: pwdResetLinkResponseSchema });
}

/** Asked for on demand ('Reset password'), never cached: each link is new and expires. */
export function usePwdResetLink() {
  return useMutation({ mutationFn: getPwdResetLink });
}
