import { type ActivityLogCodeGroup, activityLogCodeName } from '@portal/contract/activity-log-names';
import type { Locale } from '@portal/contract/locale';

/** A code of the log in words ('BLOCK_USER' is 'User blocked'), as the download names it too, else the code itself. */
export function codeName(locale: Locale, group: ActivityLogCodeGroup, code: string): string {
  return activityLogCodeName(locale, group, code);
}
