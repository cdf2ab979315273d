import type { AccessRequest } from '@portal/contract/access-requests';
import { ACCESS_REQUEST_PATHS, accessRequestListSchema } from '@portal/contract/access-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';

/** GET /api/v1/identity/users/{userId}/access-requests: the user's own requests and their state. */
export async function getAccessRequests(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AccessRequest[]> {
  const answer = await apiClient.get(pathWithParams(ACCESS_REQUEST_PATHS.requests, { userId }), {
    schema: accessRequestListSchema,
    signal,
  });
  return answer.items;
}

export const accessRequestsQueryKey = (userId: string) => ['profile', 'access-requests', userId] as const;

export function getAccessRequestsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accessRequestsQueryKey(userId),
    queryFn: ({ signal }) => getAccessRequests(userId, { signal }),
  });
}

export function useAccessRequests(userId: string) {
  return useQuery(getAccessRequestsQueryOptions(userId));
}
