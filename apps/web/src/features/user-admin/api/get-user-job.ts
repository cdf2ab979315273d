import type { UserJob } from '@portal/contract/invitations';
import { INVITATION_PATHS } from '@portal/contract/invitations-core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';

/** GET /api/companies/{companyId}/users/jobs/{jobId}: where a job a user change started is. */
export function getUserJob(
  companyId: number,
  jobId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UserJob> {
  return apiClient.get(pathWithParams(INVITATION_PATHS.job, { companyId, jobId }), { signal });
}

/** Read when a job the page waits for has left the company's list (a change other than a bulk job, over). */
export function userJobQueryOptions(companyId: number, jobId: number) {
  return queryOptions({
    queryKey: ['user-jobs', companyId, jobId] as const,
    queryFn: ({ signal }) => getUserJob(companyId, jobId, { signal }),
    staleTime: 0,
  });
}
