import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SortOrder } from '@portal/contract/paging';
import type { ReactNode } from 'react';
import { useDeferredValue } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { visuallyHidden } from '@/components/visually-hidden';
import type { TableUpdate } from '@/lib/use-table-state';
import { nextSort } from '@/lib/use-table-state';
import { formatCount } from '@/lib/format-count';

/** The frame of every server-paged list: caption, sortable head, skeleton rows, empty and error states, pager. */

type Sorting<Sort extends string> = { sortBy: Sort; sortOrder: SortOrder };

type SortableHeaderProps<Sort extends string> = {
  column: Sort;
  table: Sorting<Sort>;
  onSort: (sort: Sorting<Sort>) => void;
  children: ReactNode;
};

/**
 * A header cell's words stay whole at any width and in any language ('Company name', never 'Compa/ny name'): the
 * column is at least as wide as its longest header word. Hyphens only where the text has them.
 */
export const HEADER_CELL_SX = { wordBreak: 'normal', overflowWrap: 'normal', hyphens: 'manual' } as const;

/** A column header that sorts on the server: descending first, then ascending. */
export function SortableHeader<Sort extends string>({ column, table, onSort, children }: SortableHeaderProps<Sort>) {
  const active = table.sortBy === column;
  const direction = active ? table.sortOrder : 'desc';
  return (
    <TableCell component="th" scope="col" sortDirection={active ? table.sortOrder : false} sx={HEADER_CELL_SX}>
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(nextSort(table, column))}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}

type SkeletonRowsProps = {
  columns: number;
  rows?: number;
  /** Placeholder lines in the first cell. */ leadLines?: number;
};

/** Placeholder rows while a page loads, hidden from assistive technology (the table is aria-busy). */
export function SkeletonRows({ columns, rows = 5, leadLines = 1 }: SkeletonRowsProps) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} aria-hidden="true" data-testid="table-skeleton-row">
      {Array.from({ length: columns }, (_, cell) => (
        <TableCell key={cell}>
          <Skeleton variant="text" />
          {cell === 0 && leadLines > 1 ? <Skeleton variant="text" width="60%" /> : null}
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
  /** The list has more rows than `total` (a search that counted no further): 'of more than 1,000'. */
  totalIsCapped?: boolean;
  /** The sizes a user may choose; none for a fixed page size. */
  pageSizes?: readonly number[];
  onChange: (changes: { page?: number; pageSize?: number }) => void;
};

/** Paging done by the server, with translated labels and numbers in the user's language. */
export function ServerPagination(props: ServerPaginationProps) {
  const { page, pageSize, total, totalIsCapped = false, pageSizes = [], onChange } = props;
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatCount(value, i18n.language);
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
        t(totalIsCapped ? 'table.displayedRowsCapped' : 'table.displayedRows', {
          from: number(from),
          to: number(to),
          total: number(count),
        })
      }
      getItemAriaLabel={(type) => t(`table.pages.${type}`)}
      // Narrow screens and longer languages: the page buttons wrap under the counts instead of widening the page.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 1 } }}
    />
  );
}

/** A column: its header, and the sort column it sorts by when it sorts. */
export type TableColumn<Sort extends string> = {
  id: string;
  label: ReactNode;
  sort?: Sort;
  /** 'checkbox' for a narrow control column (selection, details toggle, actions), as its body cells are. */
  padding?: 'checkbox';
};

function HeaderCell<Sort extends string>({
  column,
  sorting,
  onChange,
}: {
  column: TableColumn<Sort>;
  sorting: Sorting<Sort> | undefined;
  onChange: (changes: TableUpdate) => void;
}) {
  if (column.sort === undefined || !sorting) {
    return (
      <TableCell component="th" scope="col" padding={column.padding} sx={HEADER_CELL_SX}>
        {column.label}
      </TableCell>
    );
  }
  return (
    <SortableHeader column={column.sort} table={sorting} onSort={onChange}>
      {column.label}
    </SortableHeader>
  );
}

/**
 * Positioned, so what sits absolutely inside (visually hidden header labels) is clipped by the container's own
 * sideways scroll instead of widening the page.
 */
const CONTAINER_SX = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  position: 'relative',
} as const;
/** A table wider than the screen scrolls sideways, so its region takes focus to be scrolled by keyboard. */
const SCROLL_REGION_SX = {
  ...CONTAINER_SX,
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
} as const;

export type ServerTableProps<Sort extends string, Item> = {
  /** Names the table (a visually hidden caption). */
  caption: string;
  columns: readonly TableColumn<Sort>[];
  /** The page shown and, for a sorted list, its sort (from useTableState). */
  table: { page: number; pageSize: number } & Partial<Sorting<Sort>>;
  onChange: (changes: TableUpdate) => void;
  /** The page's rows and the total, undefined while the first page loads. */
  items: Item[] | undefined;
  total: number | undefined;
  /** There are more rows than `total` (see ServerPagination). */
  totalIsCapped?: boolean;
  /** The rows shown are an earlier answer while the current one loads or renders: the table is aria-busy. */
  stale?: boolean;
  renderRows: (items: Item[]) => ReactNode;
  /** Set when the list could not be loaded: 'Something went wrong' with a retry. */
  error: { onRetry: () => void; title?: string; message?: string; retryLabel?: string } | null;
  /** Shown instead of the table when the list is empty. */
  empty: ReactNode;
  /** The sizes a user may choose; none for a fixed page size. */
  pageSizes?: readonly number[];
  /** Above the table, once it is shown (a summary, a note). */
  header?: ReactNode;
  skeleton?: ReactNode;
  layout?: { colgroup?: ReactNode; tableSx?: SxProps<Theme>; scrollRegion?: boolean };
};

/** One server-paged list: the error or the empty state, or the table (skeleton rows while loading) and its pager. */
export function ServerTable<Sort extends string, Item>(props: ServerTableProps<Sort, Item>) {
  const { caption, columns, table, onChange, error, layout = {} } = props;
  // A new page of rows, and the pager with its count, render as a deferred render, in slices, after the one its
  // answer caused, which React cannot slice (query results arrive through useSyncExternalStore): the rows and the
  // pager are the costliest parts of a table page.
  const items = useDeferredValue(props.items);
  const total = useDeferredValue(props.total);
  const stale = props.stale === true || items !== props.items;
  if (error) return <LoadError {...error} />;
  if (total === 0) return props.empty;
  const sorting =
    table.sortBy !== undefined && table.sortOrder !== undefined
      ? { sortBy: table.sortBy, sortOrder: table.sortOrder }
      : undefined;
  const region = layout.scrollRegion ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {};
  return (
    <>
      {props.header}
      <TableContainer {...region} sx={layout.scrollRegion ? SCROLL_REGION_SX : CONTAINER_SX}>
        <Table aria-busy={!items || stale} sx={layout.tableSx}>
          <Box component="caption" sx={visuallyHidden}>
            {caption}
          </Box>
          {layout.colgroup}
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} sorting={sorting} onChange={onChange} />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items ? props.renderRows(items) : (props.skeleton ?? <SkeletonRows columns={columns.length} />)}
          </TableBody>
        </Table>
      </TableContainer>
      {total !== undefined ? (
        <ServerPagination
          page={table.page}
          pageSize={table.pageSize}
          pageSizes={props.pageSizes}
          total={total}
          totalIsCapped={props.totalIsCapped}
          onChange={onChange}
        />
      ) : null}
    </>
  );
}
