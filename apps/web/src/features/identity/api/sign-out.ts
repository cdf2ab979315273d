import { IDENTITY_PATHS } from '@portal/contract/identity';
import { apiClient } from '@/lib/api-client';

/** POST /api/logout: ends the session (the API client sends the anti-forgery header). */
export function signOut(): Promise<unknown> {
  return apiClient.post(IDENTITY_PATHS.logout, undefined, { redirectOnUnauthorized: false });
}
