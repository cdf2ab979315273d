import type { UserJob } from '@portal/contract/invitations';
import { INVITATION_PATHS, isJobOver, userJobSchema } from '@portal/contract/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';

/** How often a running job is read again. */
export const USER_JOB_POLL_MS = 1000;

/** GET /api/companies/{companyId}/users/jobs/{jobId}: where a job a user change started is. */
export function getUserJob(companyId: number, jobId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(pathWithParams(INVITATION_PATHS.job, { companyId, jobId }), { schema: userJobSchema, signal });
}

/** Apart from the user lists, which a job's end makes stale. */
export function userJobQueryOptions(companyId: number, jobId: number) {
  return queryOptions({
    queryKey: ['user-jobs', companyId, jobId] as const,
    queryFn: ({ signal }) => getUserJob(companyId, jobId, { signal }),
  });
}

/** Whether the job needs reading again: not while it is over, nor once reading it failed (after the retries). */
export function jobStillRunning(job: UserJob | undefined, failed: boolean): boolean {
  return !failed && !(job && isJobOver(job.state));
}

/** The job's state, read again every second while it runs. */
export function useUserJob(companyId: number, jobId: number) {
  return useQuery({
    ...userJobQueryOptions(companyId, jobId),
    refetchInterval: (query) =>
      jobStillRunning(query.state.data, query.state.status === 'error') ? USER_JOB_POLL_MS : false,
  });
}
