import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { ADMIN_PAGE_SIZES } from '@portal/contract/constants';
import type { IncidentRow } from '@portal/contract/support';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TruncatedText } from '@/components/truncated-text';
import { IncidentStatusChip } from './incident-status';
import type { TableParams } from '@/lib/use-table-params';
import { nextSort } from '@/lib/use-table-params';

type SortableHeaderProps<Sort extends string> = {
  column: Sort;
  table: TableParams<Sort>;
  onSort: (sort: Pick<TableParams<Sort>, 'sortBy' | 'sortOrder'>) => void;
  children: ReactNode;
};

/** A column header that sorts on the server: descending first, then ascending. */
export function SortableHeader<Sort extends string>({ column, table, onSort, children }: SortableHeaderProps<Sort>) {
  const active = table.sortBy === column;
  const direction = active ? table.sortOrder : 'desc';
  return (
    <TableCell component="th" scope="col" sortDirection={active ? table.sortOrder : false}>
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(nextSort(table, column))}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}

export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} aria-hidden="true" data-testid="incident-skeleton-row">
      {Array.from({ length: columns }, (_, cell) => (
        <TableCell key={cell}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

type PaginationProps = {
  table: TableParams<string>;
  total: number;
  onChange: (changes: { page?: number; pageSize?: number }) => void;
};

/** Server-side paging with the admin page sizes (spec section 9). */
export function IncidentPagination({ table, total, onChange }: PaginationProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <TablePagination
      component="div"
      count={total}
      page={table.page}
      rowsPerPage={table.pageSize}
      rowsPerPageOptions={[...ADMIN_PAGE_SIZES]}
      onPageChange={(_, page) => onChange({ page })}
      onRowsPerPageChange={(event) => onChange({ pageSize: Number(event.target.value) })}
      showFirstButton
      showLastButton
      labelRowsPerPage={t('support.table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('support.table.displayedRows', { from: number(from), to: number(to), total: number(count) })
      }
      getItemAriaLabel={(type) => t(`support.table.pages.${type}`)}
    />
  );
}

/** The cells every incident table starts with: the reference number (linking to `to`), the subject and the status. */
export function IncidentLeadCells({ row, to }: { row: IncidentRow; to: string }) {
  return (
    <>
      <TableCell component="th" scope="row">
        <Link component={RouterLink} to={to} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {row.incidentId}
        </Link>
      </TableCell>
      <TableCell>
        <TruncatedText text={row.subject} />
      </TableCell>
      <TableCell>
        <IncidentStatusChip status={row.statusInfo} />
      </TableCell>
    </>
  );
}
