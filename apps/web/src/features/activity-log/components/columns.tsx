import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { activityLogCodeName } from '@portal/contract/activity-log-names';
import type { ActivityLogEntry, ActivityLogSortColumn } from '@portal/contract/activity-log';
import { ACTIVITY_LOG_DESCRIPTION_TRUNCATION } from '@portal/contract/activity-log';
import type { Locale } from '@portal/contract/locale';
import type { TFunction } from '@/i18n/translate';
import type { AdminColumn } from '@/components/admin-table/admin-table';
import { formatDate } from '@/lib/dates';

type Column = AdminColumn<ActivityLogSortColumn, ActivityLogEntry>;

/** When an entry was written: the admin day (DD-MM-YYYY) and its time, in the user's zone. */
export const entryMoment = (entry: ActivityLogEntry, locale: Locale) =>
  formatDate(entry.uiCreatedOnDate, locale, 'adminMoment');

/**
 * The activity log entry's columns (spec section 3): created on, actor, entity, event, description (50 characters,
 * then 'see more'), source application, and the button that opens the entry in full. Codes the catalogue knows read
 * in words; the others as they are.
 */
export function entryColumns(t: TFunction, locale: Locale, onOpen: (entry: ActivityLogEntry) => void): Column[] {
  return [
    {
      id: 'date',
      label: t('activityLog.columns.date'),
      sort: 'uiCreatedOnDate',
      render: (entry) => <Box sx={{ whiteSpace: 'nowrap' }}>{entryMoment(entry, locale)}</Box>,
    },
    {
      id: 'actor',
      label: t('activityLog.columns.actor'),
      sort: 'actor',
      text: (entry) => entry.actor,
      truncate: false,
    },
    {
      id: 'entity',
      label: t('activityLog.columns.entity'),
      sort: 'entityId',
      render: (entry) => (
        <>
          {entry.entityId}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
            {activityLogCodeName(locale, 'entityTypes', entry.entityType)}
          </Box>
        </>
      ),
    },
    {
      id: 'event',
      label: t('activityLog.columns.event'),
      sort: 'event',
      text: (entry) => activityLogCodeName(locale, 'events', entry.event),
      truncate: false,
    },
    {
      id: 'description',
      label: t('activityLog.columns.description'),
      text: (entry) => entry.eventDescription,
      truncate: ACTIVITY_LOG_DESCRIPTION_TRUNCATION,
    },
    {
      id: 'sourceApp',
      label: t('activityLog.columns.sourceApp'),
      sort: 'sourceApp',
      text: (entry) => activityLogCodeName(locale, 'applications', entry.sourceApp),
      truncate: false,
    },
    {
      id: 'details',
      label: t('activityLog.columns.details'),
      render: (entry) => (
        <Button
          size="small"
          variant="outlined"
          aria-haspopup="dialog"
          aria-label={t('activityLog.table.viewEntry', {
            event: activityLogCodeName(locale, 'events', entry.event),
            date: entryMoment(entry, locale),
          })}
          onClick={() => onOpen(entry)}
        >
          {t('activityLog.table.view')}
        </Button>
      ),
    },
  ];
}
