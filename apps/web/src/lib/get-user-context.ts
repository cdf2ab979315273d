import type { UserDetails } from '@portal/contract/identity';
import { UNAUTHORIZED_MESSAGES } from '@portal/contract/errors-core';
import { IDENTITY_PATHS } from '@portal/contract/identity-core';
import { SIGNED_OUT_META } from '@portal/contract/markets-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiClientError } from '@/lib/api-client';
import { IDLE_FLAG_KEY, writeStorage } from '@/lib/storage';

/**
 * Whether the server sent this page to a browser without a session cookie: then the first question is answered
 * here, without a call whose 401 the browser would log as an error; any later one (after a sign-in elsewhere, a
 * refetch) asks the server.
 */
let signedOutAtLoad =
  typeof document !== 'undefined' && document.querySelector(`meta[name="${SIGNED_OUT_META}"]`) !== null;

/**
 * GET /api/v1/identity/user-context?permissions=true: the signed-in user, or null without a session.
 * A 401 is an answer here, not a reason to leave the page: public pages ask it to learn whether someone is
 * signed in, and the route guard decides where a signed-out visitor goes.
 */
export async function getUserContext({ signal }: { signal?: AbortSignal } = {}): Promise<UserDetails | null> {
  if (signedOutAtLoad) {
    signedOutAtLoad = false;
    return null;
  }
  try {
    return await apiClient.get<UserDetails>(IDENTITY_PATHS.userContext, {
      params: { permissions: 'true' },
      redirectOnUnauthorized: false,
      signal,
    });
  } catch (error) {
    if (isApiClientError(error) && error.status === 401) {
      // Remembered so the sign-in the guard sends the visitor to can explain the inactivity.
      if (error.message === UNAUTHORIZED_MESSAGES.inactive) writeStorage(IDLE_FLAG_KEY, '1');
      return null;
    }
    throw error;
  }
}

export const userContextQueryKey = ['identity', 'user-context'] as const;

export function getUserContextQueryOptions() {
  return queryOptions({
    queryKey: userContextQueryKey,
    queryFn: ({ signal }) => getUserContext({ signal }),
  });
}

export function useUserContext() {
  return useQuery(getUserContextQueryOptions());
}
