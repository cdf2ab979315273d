import type { ActivityLogCodeList } from '@portal/contract/activity-log';
import { ACTIVITY_LOG_PATHS, activityLogCodeListSchema } from '@portal/contract/activity-log';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { activityLogQueryKeyRoot } from './get-activity-logs';

/** The event filter's codes (eventlist) or the application filter's (applicationlist). */
export type CodeListKind = 'events' | 'applications';

/**
 * POST /api/activity-logs/eventlist or applicationlist: the codes found in the log of the company (a super admin's
 * choice; the caller's otherwise).
 */
export function getCodeList(
  kind: CodeListKind,
  companyId: number | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ActivityLogCodeList> {
  return apiClient.post(ACTIVITY_LOG_PATHS[kind], companyId === undefined ? {} : { companyId }, {
    schema: activityLogCodeListSchema,
    signal,
  });
}

/** A filter's codes, read once the filter section first opens (`enabled`). */
export function useCodeList(kind: CodeListKind, companyId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: [...activityLogQueryKeyRoot, kind, companyId ?? null] as const,
    queryFn: ({ signal }) => getCodeList(kind, companyId, { signal }),
    enabled,
  });
}
