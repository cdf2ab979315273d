import type { FlagKey, FlagValues } from '@portal/contract/flags-core';
import type { FlagsResponse } from '@portal/contract/flags';
import { FLAG_DEFAULTS, FLAG_PATHS } from '@portal/contract/flags-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useUserContext } from '@/lib/get-user-context';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/v1/feature-flags: the flags of spec section 6 for the signed-in user (or, signed out, for this
 * browser's visitor id). A failed fetch is only logged (spec section 8) and the defaults apply for the session.
 */
export async function getFlags({ signal }: { signal?: AbortSignal } = {}): Promise<FlagValues> {
  try {
    const { flags } = await apiClient.get<FlagsResponse>(FLAG_PATHS.flags, {
      signal,
      redirectOnUnauthorized: false,
    });
    return { ...FLAG_DEFAULTS, ...flags };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Could not load the feature flags; the defaults apply', error);
    return FLAG_DEFAULTS;
  }
}

/** Whose flags: a login id, or null for a signed-out visitor. */
export const flagsQueryKey = (loginId: string | null) => ['feature-flags', loginId] as const;

/** Read once per session and per signed-in user: never stale, never collected. */
export function getFlagsQueryOptions(loginId: string | null) {
  return queryOptions({
    queryKey: flagsQueryKey(loginId),
    queryFn: ({ signal }) => getFlags({ signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/**
 * The flags of whoever is signed in (read again when that changes); the defaults while they load and after a
 * failure. Waits until it is known who is signed in, so a page load reads them once.
 */
export function useFlags(): FlagValues {
  return useLoadedFlags() ?? FLAG_DEFAULTS;
}

function useLoadedFlags(): FlagValues | undefined {
  const { data: user, isPending } = useUserContext();
  return useQuery({ ...getFlagsQueryOptions(user?.login_id ?? null), enabled: !isPending }).data;
}

/** A flag's value once the flags are read (the defaults after a failure); undefined while they load. */
export function useKnownFlag(key: FlagKey): boolean | undefined {
  return useLoadedFlags()?.[key];
}

export function useFlag(key: FlagKey): boolean {
  return useFlags()[key];
}
