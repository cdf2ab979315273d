import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import type { TableRowProps } from '@mui/material/TableRow';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { TableColumn } from '@/components/data-table';
import { visuallyHidden } from '@/components/visually-hidden';
import { useVisibleColumnCount } from '@/components/admin-table/use-visible-columns';

/**
 * The spec's responsive columns (section 2) for any table, admin or not: below 768 px the first two configured
 * columns, 768-1023 px the first three, the rest of a row behind a details toggle (a button: keyboard and touch).
 */

/** How a table's configured columns split on this screen: those shown in the row and those behind its toggle. */
export function useResponsiveColumns<Column>(
  columns: readonly Column[],
  responsive = true,
): { shown: readonly Column[]; hidden: readonly Column[] } {
  const visible = useVisibleColumnCount(responsive);
  const shown = visible === undefined ? columns : columns.slice(0, visible);
  return { shown, hidden: columns.slice(shown.length) };
}

/** The head column of the details toggle (a visually hidden 'Details'), when some columns are hidden. */
export function useDetailsHeadColumn<Sort extends string>(hidden: readonly unknown[]): TableColumn<Sort>[] {
  const { t } = useTranslation();
  if (hidden.length === 0) return [];
  return [
    {
      id: 'details',
      padding: 'checkbox',
      label: (
        <Box component="span" sx={visuallyHidden}>
          {t('adminTable.details')}
        </Box>
      ),
    },
  ];
}

/** One configured column's content in a row: its header label (for the details list) and what the cell shows. */
export type RowCell = {
  id: string;
  label: ReactNode;
  content: ReactNode;
  /** The row's header cell (th scope=row), the cell that names the row. */
  rowHeader?: boolean;
};

type ExpandableRowProps = {
  /** Names the row for its toggle ('Show details of Acme'). */
  label: string;
  /** The configured columns' cells, in order: the first `shownCount` in the row, the rest behind the toggle. */
  cells: readonly RowCell[];
  shownCount: number;
  /** The table's column count, which the details row spans. */
  width: number;
  /** Cells before the toggle (a selection checkbox) and after the shown columns (an action menu). */
  before?: ReactNode;
  after?: ReactNode;
  rowProps?: TableRowProps;
};

/** A table row with the spec's responsive columns: the shown cells, and the hidden ones listed under a toggle. */
export function ExpandableRow({ label, cells, shownCount, width, before, after, rowProps }: ExpandableRowProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const shown = cells.slice(0, shownCount);
  const hidden = cells.slice(shownCount);
  return (
    <>
      <TableRow {...rowProps}>
        {before}
        {hidden.length > 0 ? (
          <TableCell padding="checkbox">
            <IconButton
              aria-label={t('adminTable.showDetails', { name: label })}
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
            </IconButton>
          </TableCell>
        ) : null}
        {shown.map((cell) =>
          cell.rowHeader ? (
            <TableCell key={cell.id} component="th" scope="row">
              {cell.content}
            </TableCell>
          ) : (
            <TableCell key={cell.id}>{cell.content}</TableCell>
          ),
        )}
        {after}
      </TableRow>
      {expanded && hidden.length > 0 ? (
        <TableRow id={detailsId} data-testid="row-details">
          <TableCell colSpan={width}>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}
            >
              {hidden.map((cell) => (
                <Box key={cell.id} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontWeight: 'bold' }}>
                    {cell.label}
                  </Box>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {cell.content}
                  </Box>
                </Box>
              ))}
            </Box>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/**
 * A table's body cells wrap anywhere rather than widen the table past the screen; headers keep whole words. Below
 * 600 px text cells keep 8 px each side instead of 16 and button columns lose their spare padding, so whole header
 * words fit a 320 px screen.
 */
export const WRAPPING_TABLE_SX = {
  '& td': { overflowWrap: 'anywhere' },
  '& th:not(.MuiTableCell-paddingCheckbox), & td:not(.MuiTableCell-paddingCheckbox)': { px: { xs: 1, sm: 2 } },
  // The toggle, selection and actions columns as narrow as their 40 px buttons on phones.
  '& .MuiTableCell-paddingCheckbox': { width: { xs: 40, sm: 48 }, pl: { xs: 0, sm: 0.5 } },
  '& .MuiTableSortLabel-icon': { mx: { xs: 0, sm: 0.5 } },
} as const;
