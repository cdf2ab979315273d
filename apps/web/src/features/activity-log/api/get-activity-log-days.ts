import type { ActivityLogDays, ActivityLogFilters } from '@portal/contract/activity-log';
import { ACTIVITY_LOG_PATHS, activityLogDaysSchema } from '@portal/contract/activity-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { activityLogQueryKeyRoot } from './get-activity-logs';

/** POST /api/activity-logs/days: the filtered entries counted per day of the range, for the chart. */
export function getActivityLogDays(
  filters: ActivityLogFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ActivityLogDays> {
  return apiClient.post(ACTIVITY_LOG_PATHS.days, filters, { schema: activityLogDaysSchema, signal });
}

/** The counts of the filters; while other filters' counts load, the previous bars stay up. */
export function useActivityLogDays(filters: ActivityLogFilters) {
  return useQuery({
    queryKey: [...activityLogQueryKeyRoot, 'days', filters] as const,
    queryFn: ({ signal }) => getActivityLogDays(filters, { signal }),
    placeholderData: keepPreviousData,
  });
}
