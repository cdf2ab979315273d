import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableParams } from '@/lib/use-table-params';
import { nextSort } from '@/lib/use-table-params';

/** The parts every server-paged table shares: sortable headers, placeholder rows while loading, and the pager. */

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

/** Placeholder rows while a page loads, hidden from assistive technology (the table is aria-busy). */
export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} aria-hidden="true" data-testid="table-skeleton-row">
      {Array.from({ length: columns }, (_, cell) => (
        <TableCell key={cell}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

type ServerPaginationProps = {
  /** Zero-based. */
  page: number;
  pageSize: number;
  total: number;
  /** The sizes a user may choose; none for a fixed page size. */
  pageSizes?: readonly number[];
  onChange: (changes: { page?: number; pageSize?: number }) => void;
};

/** Paging done by the server, with translated labels and numbers in the user's language. */
export function ServerPagination({ page, pageSize, total, pageSizes = [], onChange }: ServerPaginationProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_, next) => onChange({ page: next })}
      onRowsPerPageChange={(event) => onChange({ pageSize: Number(event.target.value) })}
      showFirstButton
      showLastButton
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('table.displayedRows', { from: number(from), to: number(to), total: number(count) })
      }
      getItemAriaLabel={(type) => t(`table.pages.${type}`)}
    />
  );
}
