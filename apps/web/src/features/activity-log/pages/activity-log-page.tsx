import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ActivityLogEntry } from '@portal/contract/activity-log';
import { ACTIVITY_LOG_LIMITS, ACTIVITY_LOG_RANGE } from '@portal/contract/activity-log';
import { DATE_FORMATS } from '@portal/contract/constants';
import { resolveLocale } from '@portal/contract/locale';
import { PERMISSIONS } from '@portal/contract/permissions';
import { ROUTES } from '@portal/contract/routes';
import { isSuperAdminGroup } from '@portal/contract/user-type';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { AdminTable } from '@/components/admin-table/admin-table';
import { useAdminTableState } from '@/components/admin-table/use-admin-table-state';
import { BackLink } from '@/components/back-link';
import { DateRangePicker } from '@/components/date-range-picker/date-range-picker';
import { DownloadExcel } from '@/components/download-excel';
import { RequirePermission } from '@/components/require-permission';
import { SearchField } from '@/components/search-field';
import { formatDay, todayIn } from '@/lib/dates';
import { useDisplayTimeZone } from '@/lib/display-time-zone';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDownloadActivityLogs } from '../api/download-activity-logs';
import { useActivityLogs } from '../api/get-activity-logs';
import { ActivityLogFilters } from '../components/activity-log-filters';
import { entryColumns, entryMoment } from '../components/columns';
import { DayChart } from '../components/day-chart';
import { EntryDialog } from '../components/entry-dialog';
import {
  appliedRange,
  countApplied,
  defaultRange,
  rangeUpdate,
  requestFilters,
  sectionFilters,
  sectionUpdate,
  TABLE,
} from '../components/table-state';
import { formatCount } from '@/lib/format-count';

/**
 * The list: the date range, the search of the descriptions and the download above the filter section, then the
 * entries in the admin table with every column at every width. Everything chosen is in the URL.
 */
function ActivityLogList({ chooseCompany }: { chooseCompany: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  const today = todayIn(useDisplayTimeZone());
  const { table, filters, update } = useAdminTableState('activity-log', TABLE);
  const range = appliedRange(filters, today);
  const body = requestFilters(filters, range, chooseCompany);
  const { page, pageSize, sortBy, sortOrder } = table;
  const logs = useActivityLogs({ query: { pageNumber: page, pageSize, sortBy, sortOrder }, filters: body });
  const downloading = useDownloadActivityLogs();
  const [shown, setShown] = useState<{ entry: ActivityLogEntry; open: boolean } | null>(null);
  const section = sectionFilters(filters, chooseCompany);
  const filtered = countApplied(section) > 0 || filters.search !== undefined;
  const days = {
    from: formatDay(range.from, locale, DATE_FORMATS.admin),
    to: formatDay(range.to, locale, DATE_FORMATS.admin),
  };
  const data = logs.data;
  const count = data && `${formatCount(data.total, i18n.language)}${data.totalIsCapped ? '+' : ''}`;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <DateRangePicker
          label={t('activityLog.range.label')}
          value={range}
          onChange={(next) => update(rangeUpdate(next, today))}
          resetTo={defaultRange(today)}
          min={ACTIVITY_LOG_RANGE.earliest}
          max={ACTIVITY_LOG_RANGE.latest}
          maxDays={ACTIVITY_LOG_RANGE.maxDays}
          today={today}
        />
        <Box sx={{ flex: '1 1 240px', maxWidth: 420 }}>
          <SearchField
            id="activity-log-search"
            label={t('activityLog.search.label')}
            value={filters.search ?? ''}
            onSearch={(value) => update({ search: value })}
            maxLength={ACTIVITY_LOG_LIMITS.textMax}
          />
        </Box>
        <DownloadExcel
          input={{ sortBy, sortOrder, filters: body }}
          exporting={downloading}
          callName="downloadActivityLogs"
        />
      </Box>
      <ActivityLogFilters
        applied={section}
        chooseCompany={chooseCompany}
        onApply={(next) => update(sectionUpdate(next))}
      />
      <DayChart
        filters={body}
        locale={locale}
        onPickDay={(day) => update(rangeUpdate({ from: day, to: day }, today))}
      />
      <AdminTable
        caption={t('activityLog.table.caption')}
        columns={entryColumns(t, locale, (entry) => setShown({ entry, open: true }))}
        table={table}
        onChange={update}
        items={data?.items}
        total={data?.total}
        totalIsCapped={data?.totalIsCapped}
        error={logs.isError ? { onRetry: () => void logs.refetch() } : null}
        getRowId={(entry) => String(entry.id)}
        getRowLabel={(entry) => entryMoment(entry, locale)}
        responsive={false}
        header={
          count ? (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('activityLog.table.count', { count })}
            </Typography>
          ) : null
        }
        emptyState={{ next: t(filtered ? 'activityLog.table.emptyFiltered' : 'activityLog.table.emptyRange', days) }}
      />
      <EntryDialog
        entry={shown?.entry ?? null}
        open={shown?.open ?? false}
        onClose={() => setShown((previous) => previous && { ...previous, open: false })}
      />
    </>
  );
}

/**
 * /admin/activityLog (LIST ACTIVITY_LOG, spec sections 2, 3 and 5; issue 26): who changed what, when and from where.
 * Company admins and the spectator read the company's entries (the super admin, the acting company's); a super admin
 * without a company context reads every company's, or one company's with the company filter.
 */
export function ActivityLogPage() {
  const { t } = useTranslation();
  const { data: user } = useUserContext();
  useDocumentTitle(t('activityLog.page.pageTitle'));
  const chooseCompany = user ? isSuperAdminGroup(user.authz.group) && user.acting_company_id === null : false;
  return (
    <RequirePermission permission={PERMISSIONS.listActivityLog}>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
        <BackLink to={ROUTES.admin} label={t('activityLog.page.back')} />
        <Typography variant="h4" component="h1" sx={{ mb: 1, mt: 2 }}>
          {t('activityLog.page.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(chooseCompany ? 'activityLog.page.introAllCompanies' : 'activityLog.page.intro')}
        </Typography>
        {user ? <ActivityLogList chooseCompany={chooseCompany} /> : null}
      </Container>
    </RequirePermission>
  );
}
