import type { Acceptance } from '@portal/contract/registration';
import { acceptancesResponseSchema, REGISTRATION_PATHS } from '@portal/contract/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';

/** GET /api/users/{loginId}/acceptances: the documents the user accepted, with version and time. */
export async function getAcceptances(
  loginId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Acceptance[]> {
  const answer = await apiClient.get(pathWithParams(REGISTRATION_PATHS.acceptances, { loginId }), {
    schema: acceptancesResponseSchema,
    signal,
  });
  return answer.acceptances;
}

export const acceptancesQueryKey = (loginId: string) => ['profile', 'acceptances', loginId] as const;

export function getAcceptancesQueryOptions(loginId: string) {
  return queryOptions({
    queryKey: acceptancesQueryKey(loginId),
    queryFn: ({ signal }) => getAcceptances(loginId, { signal }),
  });
}

export function useAcceptances(loginId: string) {
  return useQuery(getAcceptancesQueryOptions(loginId));
}
