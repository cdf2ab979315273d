import type { UserJobState } from '@portal/contract/invitations';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { companyUsersQueryKey } from '../api/get-users';
import { jobStillRunning, useUserJob } from '../api/get-user-job';

type JobWatchProps = {
  companyId: number;
  jobId: number;
  /** The job is over (null: its state could not be read); the company's user lists have been marked stale. */
  onOver: (state: UserJobState | null) => void;
};

/**
 * Waits for a job a user change started (a product change, a deletion): when it is over, every list of the company's
 * users is read again, so the page shows what the job did. Renders nothing.
 */
export function JobWatch({ companyId, jobId, onOver }: JobWatchProps) {
  const queryClient = useQueryClient();
  const job = useUserJob(companyId, jobId);
  const over = !jobStillRunning(job.data, job.isError);
  const state = job.isError ? null : (job.data?.state ?? null);
  const reported = useRef(false);
  useEffect(() => {
    if (!over || reported.current) return;
    reported.current = true;
    void queryClient.invalidateQueries({ queryKey: companyUsersQueryKey(companyId) });
    onOver(state);
  }, [over, state, companyId, queryClient, onOver]);
  return null;
}
