import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UserJob, UserJobKind, UserJobList } from '@portal/contract/invitations';
import { isJobOver, USER_JOB_KINDS_WITH_RESULT } from '@portal/contract/invitations-core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { TFunction } from '@/i18n/translate';
import { useTranslation } from '@/i18n/use-translation';
import { closedUserJobsKey, readStorage, writeStorage } from '@/lib/storage';
import { companyUsersQueryKey } from '../api/get-users';
import { userJobQueryOptions } from '../api/get-user-job';
import { useDownloadJobResult, userJobsQueryKey, useUserJobs } from '../api/get-user-jobs';

/** How many closed jobs a company's list on this device remembers (the server lists ended jobs for a day). */
const CLOSED_KEPT = 100;

/** A change the tab has just started: its job is shown at once, before the list is read again. */
export type StartedJob = { jobId: number; kind: UserJobKind; total: number };

function readClosed(companyId: number): number[] {
  try {
    const value: unknown = JSON.parse(readStorage(closedUserJobsKey(companyId)) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

const hasResultFile = (job: UserJob) => USER_JOB_KINDS_WITH_RESULT.includes(job.kind);

/**
 * The company's user changes as the server lists them (issue 27 point 4): read on load and every 2 s while one runs,
 * so the progress outlives a reload and a server restart. A job seen running whose end is then read is reported
 * once to `onEnded` (after the company's user lists are marked stale); a job that leaves the list (a change other
 * than a bulk job, over) is read alone to learn how it ended. Ended bulk jobs stay, with their result, until closed.
 */
export function useJobProgress(companyId: number, onEnded: (job: UserJob) => void) {
  const queryClient = useQueryClient();
  // The jobs seen not over, whose end is awaited; and those being read alone.
  const awaited = useRef(new Set<number>());
  const reading = useRef(new Set<number>());
  const list = useUserJobs(companyId, () => awaited.current.size > 0);
  const [closed, setClosed] = useState(() => readClosed(companyId));
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  }, [onEnded]);

  const end = useCallback(
    (job: UserJob) => {
      if (!awaited.current.delete(job.jobId)) return;
      // The list keeps a bulk job's end (its result); other jobs leave it.
      queryClient.setQueryData<UserJobList>(userJobsQueryKey(companyId), (current) =>
        current
          ? {
              items: hasResultFile(job)
                ? current.items.map((j) => (j.jobId === job.jobId ? job : j))
                : current.items.filter((j) => j.jobId !== job.jobId),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: companyUsersQueryKey(companyId) });
      ended.current(job);
    },
    [companyId, queryClient],
  );

  const readAlone = useCallback(
    (jobId: number) => {
      if (reading.current.has(jobId)) return;
      reading.current.add(jobId);
      queryClient
        .fetchQuery(userJobQueryOptions(companyId, jobId))
        .then((job) => {
          if (isJobOver(job.state)) end(job);
        })
        .catch(() => {
          // Its state cannot be read: it is no longer waited for, and the lists show what it did.
          awaited.current.delete(jobId);
          void queryClient.invalidateQueries({ queryKey: companyUsersQueryKey(companyId) });
        })
        .finally(() => reading.current.delete(jobId));
    },
    [companyId, queryClient, end],
  );

  // After each read of the list (or failure to read it): what started, what ended.
  const { dataUpdatedAt, errorUpdateCount, isError } = list;
  const items = list.data?.items;
  useEffect(() => {
    const listed = new Map((isError ? [] : (items ?? [])).map((job) => [job.jobId, job]));
    for (const job of listed.values()) {
      if (!isJobOver(job.state)) awaited.current.add(job.jobId);
      else end(job);
    }
    for (const jobId of awaited.current) if (!listed.has(jobId)) readAlone(jobId);
  }, [items, dataUpdatedAt, errorUpdateCount, isError, end, readAlone]);

  const add = useCallback(
    ({ jobId, kind, total }: StartedJob) => {
      awaited.current.add(jobId);
      const placeholder: UserJob = {
        jobId,
        kind,
        state: 'QUEUED',
        progress: 0,
        total,
        processed: 0,
        succeeded: 0,
        failed: 0,
        createdBy: null,
        createdAt: new Date().toISOString(),
        endedAt: null,
        hasResult: false,
      };
      const key = userJobsQueryKey(companyId);
      queryClient.setQueryData<UserJobList>(key, (current) => ({
        items: [placeholder, ...(current?.items ?? []).filter((job) => job.jobId !== jobId)],
      }));
      void queryClient.refetchQueries({ queryKey: key });
    },
    [companyId, queryClient],
  );

  const close = useCallback(
    (jobId: number) => {
      const next = [...closed.filter((id) => id !== jobId), jobId].slice(-CLOSED_KEPT);
      writeStorage(closedUserJobsKey(companyId), JSON.stringify(next));
      setClosed(next);
    },
    [closed, companyId],
  );

  const shown = (items ?? []).filter(
    (job) => !closed.includes(job.jobId) && (!isJobOver(job.state) || hasResultFile(job)),
  );
  return { jobs: shown, add, close };
}

function countsText(t: TFunction, job: UserJob): string {
  const counts = { processed: job.processed, total: job.total, succeeded: job.succeeded, failed: job.failed };
  switch (job.state) {
    case 'QUEUED':
      return t('userAdmin.jobs.queued');
    case 'RUNNING':
      return t('userAdmin.jobs.running', counts);
    case 'DONE':
      return t('userAdmin.jobs.done', counts);
    case 'FAILED':
      return t('userAdmin.jobs.failed', counts);
  }
}

/**
 * One job: what it is, a bar of the rows processed of the total with the counts; once it ends, how it ended
 * (announced politely, once), and for a bulk job its result file and a button to close it.
 */
export function JobProgressPanel({
  companyId,
  job,
  onClose,
}: {
  companyId: number;
  job: UserJob;
  onClose: (jobId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const result = useDownloadJobResult(companyId);
  const over = isJobOver(job.state);
  const text = countsText(t, job);
  const percent = job.total > 0 ? Math.round((job.processed * 100) / job.total) : job.progress;
  const started = new Date(job.createdAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, mb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2">
          {t(`userAdmin.jobs.kinds.${job.kind}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('userAdmin.jobs.started', { date: started })}
        </Typography>
      </Box>
      {over ? null : (
        <>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-labelledby={titleId}
            aria-valuetext={text}
            sx={{ mb: 1 }}
          />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {text}
          </Typography>
        </>
      )}
      <Box aria-live="polite" aria-atomic="true">
        {over ? (
          <Typography
            variant="body2"
            color={job.state === 'FAILED' ? 'error' : undefined}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {text}
          </Typography>
        ) : null}
      </Box>
      {over ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {job.hasResult ? (
            <Button
              variant="outlined"
              size="small"
              disabled={result.isPending}
              onClick={() => result.mutate(job.jobId)}
            >
              {t('userAdmin.jobs.downloadResult')}
            </Button>
          ) : null}
          <Button size="small" aria-describedby={titleId} onClick={() => onClose(job.jobId)}>
            {t('userAdmin.jobs.close')}
          </Button>
        </Box>
      ) : null}
      {result.isError ? (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {t('userAdmin.bulkUpload.downloadFailed')}
        </Typography>
      ) : null}
    </Box>
  );
}
