import Box from '@mui/material/Box';
import type { ExportTab, UserExportQuery } from '@portal/contract/user-admin';
import { USER_ADMIN_LIMITS } from '@portal/contract/user-admin-core';
import { DownloadExcel } from '@/components/download-excel';
import { SearchField } from '@/components/search-field';
import { useExportUsers } from '../api/export-users';

type TabToolbarProps = {
  companyId: number;
  tab: ExportTab;
  /** The search box's id and label. */
  searchId: string;
  searchLabel: string;
  /** The tab's search and order: the box shows the search, the export follows both. */
  query: UserExportQuery;
  onSearch: (value: string) => void;
};

/** Above a user tab's table: its search box and 'Download Excel' of every row the search finds, in the tab's order. */
export function TabToolbar({ companyId, tab, searchId, searchLabel, query, onSearch }: TabToolbarProps) {
  const exporting = useExportUsers();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
      <Box sx={{ flex: '1 1 240px', maxWidth: 480 }}>
        <SearchField
          id={searchId}
          label={searchLabel}
          value={query.search ?? ''}
          onSearch={onSearch}
          maxLength={USER_ADMIN_LIMITS.searchMax}
        />
      </Box>
      <DownloadExcel input={{ companyId, tab, query }} exporting={exporting} callName="exportUsers" />
    </Box>
  );
}
