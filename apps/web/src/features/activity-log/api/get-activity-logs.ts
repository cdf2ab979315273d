import type { ActivityLogFilters, ActivityLogPage, ActivityLogSortColumn } from '@portal/contract/activity-log';
import { ACTIVITY_LOG_PATHS, activityLogPageSchema } from '@portal/contract/activity-log';
import type { SortOrder } from '@portal/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** A page of the log as the page asks for it: paging and sort on the query string, the filters in the body. */
export type ActivityLogRequest = {
  query: { pageNumber: number; pageSize: number; sortBy: ActivityLogSortColumn; sortOrder: SortOrder };
  filters: ActivityLogFilters;
};

/** Every activity log query (pages and the filters' code lists). */
export const activityLogQueryKeyRoot = ['activity-log'] as const;

/** POST /api/activity-logs: a page of the entries the filters keep, sorted by the server. */
export function getActivityLogs(
  { query, filters }: ActivityLogRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ActivityLogPage> {
  return apiClient.post(ACTIVITY_LOG_PATHS.list, filters, { params: query, schema: activityLogPageSchema, signal });
}

export function getActivityLogsQueryOptions(request: ActivityLogRequest) {
  return queryOptions({
    queryKey: [...activityLogQueryKeyRoot, 'list', request] as const,
    queryFn: ({ signal }) => getActivityLogs(request, { signal }),
  });
}

/** The page; while another page, order or filter loads, the previous rows stay up. */
export function useActivityLogs(request: ActivityLogRequest) {
  return useQuery({ ...getActivityLogsQueryOptions(request), placeholderData: keepPreviousData });
}
