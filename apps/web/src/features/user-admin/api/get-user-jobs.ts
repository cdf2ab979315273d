import type { UserJob, UserJobList } from '@portal/contract/invitations';
import { INVITATION_PATHS, isJobOver } from '@portal/contract/invitations-core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams, requestFile } from '@/lib/api-client';
import { fileDownload } from '@/lib/file-download';
import { firstAnswer } from '@/lib/first-answers';
import { XLSX_ACCEPT } from './bulk-upload';

/** How often the list is read again while one of its jobs runs. */
export const USER_JOBS_POLL_MS = 2000;

/** GET /api/companies/{companyId}/users/jobs: the company's changes still running, then its bulk jobs ended lately. */
export function getUserJobs(companyId: number, { signal }: { signal?: AbortSignal } = {}): Promise<UserJobList> {
  return apiClient.get(pathWithParams(INVITATION_PATHS.jobs, { companyId }), { signal });
}

export const userJobsQueryKey = (companyId: number) => ['user-jobs', companyId, 'list'] as const;

export function userJobsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: userJobsQueryKey(companyId),
    queryFn: ({ signal }) => getUserJobs(companyId, { signal }),
  });
}

export const someJobRunning = (jobs: readonly UserJob[] | undefined) => jobs?.some((job) => !isJobOver(job.state));

/**
 * The company's jobs, read on load and again every USER_JOBS_POLL_MS while one of them runs (or `alsoWaiting` says a
 * job the list no longer holds is still awaited); not once reading failed, until a change asks again.
 */
export function useUserJobs(companyId: number, alsoWaiting: () => boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    ...userJobsQueryOptions(companyId),
    ...firstAnswer<UserJobList>(queryClient, { path: pathWithParams(INVITATION_PATHS.jobs, { companyId }) }),
    refetchInterval: (query) =>
      query.state.status !== 'error' && (someJobRunning(query.state.data?.items) || alsoWaiting())
        ? USER_JOBS_POLL_MS
        : false,
  });
}

/** GET …/users/jobs/{jobId}/result: what became of each row of a bulk job, as an .xlsx file handed to the browser. */
export function useDownloadJobResult(companyId: number) {
  return useMutation({
    mutationFn: (jobId: number) =>
      requestFile({
        path: pathWithParams(INVITATION_PATHS.jobResult, { companyId, jobId }),
        headers: { Accept: XLSX_ACCEPT },
      }),
    onSuccess: ({ blob, fileName }, jobId) => fileDownload.save(blob, fileName ?? `user_job_${jobId}_result.xlsx`),
  });
}
