import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { ADMIN_PAGE_SIZES, TRUNCATE } from '@portal/contract/constants';
import { resolveLocale } from '@portal/contract/locale';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { TableColumn } from '@/components/data-table';
import { ServerTable, SkeletonRows } from '@/components/data-table';
import { TruncatedText } from '@/components/truncated-text';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatDate } from '@/lib/dates';
import type { TableParams, TableUpdate } from '@/lib/use-table-state';
import type { RowAction } from './row-actions';
import { RowActions } from './row-actions';
import {
  ExpandableRow,
  useDetailsHeadColumn,
  useResponsiveColumns,
  WRAPPING_TABLE_SX,
} from '@/components/responsive-rows';

/** What a cell shows: text (cut at `truncate` characters with 'see more', 50 by default), a date (DD-MM-YYYY), or anything. */
export type AdminCell<Row> =
  | { text: (row: Row) => string | null | undefined; truncate?: number | false }
  | { date: (row: Row) => string | null | undefined }
  | { render: (row: Row) => ReactNode };

/** A configured column, in screen order: the first two or three stay on narrow screens. */
export type AdminColumn<Sort extends string, Row> = { id: string; label: string; sort?: Sort } & AdminCell<Row>;

export type AdminTableProps<Sort extends string, Row> = {
  /** Names the table (a visually hidden caption). */
  caption: string;
  columns: readonly AdminColumn<Sort, Row>[];
  /** From useAdminTableState. */
  table: TableParams<Sort>;
  onChange: (changes: TableUpdate) => void;
  /** The page's rows and the total, undefined while the page loads. */
  items: Row[] | undefined;
  total: number | undefined;
  /** There are more rows than `total`: a search that counted no further (decision 032). */
  totalIsCapped?: boolean;
  /** Set when the page could not be loaded: the admin error overlay and a retry. */
  error: { onRetry: () => void } | null;
  getRowId: (row: Row) => string;
  /** Names a row for its checkbox, its details toggle and its action button ('Select Acme'). */
  getRowLabel: (row: Row) => string;
  /** Row selection: a checkbox per row and 'select all on this page'; the ids selected across pages. */
  selection?: { selected: readonly string[]; onChange: (selected: string[]) => void };
  /** A row's action menu; a table without it has no action column. */
  rowActions?: (row: Row) => readonly RowAction[];
  /** False keeps every column on every screen (activity log, global user management). */
  responsive?: boolean;
  /** Page sizes offered; the spec's admin sizes unless told. */
  pageSizes?: readonly number[];
  /** Above the table once it is shown. */
  header?: ReactNode;
  /**
   * What the empty overlay says to do next, under 'No data available.': `next` names the table's next action ('Choose
   * Add domain to allow…'); while a search or filter is applied (`searched`), the shared advice to change or clear it.
   */
  emptyState?: { next: string; searched?: boolean };
};

function CellContent<Row>({ cell, row }: { cell: AdminCell<Row>; row: Row }) {
  const { i18n } = useTranslation();
  if ('render' in cell) return cell.render(row);
  if ('date' in cell) {
    const value = cell.date(row);
    return value ? formatDate(value, resolveLocale(i18n.language), 'admin') : null;
  }
  const text = cell.text(row);
  if (!text) return null;
  return cell.truncate === false ? text : <TruncatedText text={text} max={cell.truncate ?? TRUNCATE.default} />;
}

function EmptyOverlay({ state }: { state: AdminTableProps<string, unknown>['emptyState'] }) {
  const { t } = useTranslation();
  const next = state?.searched ? t('adminTable.emptySearch') : state?.next;
  return (
    <Box
      data-testid="admin-table-empty"
      sx={{ minHeight: 512, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ textAlign: 'center', px: 2, maxWidth: 480 }}>
        <Typography>{t('adminTable.empty')}</Typography>
        {next ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {next}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

type RowProps<Sort extends string, Row> = {
  row: Row;
  props: AdminTableProps<Sort, Row>;
  shown: readonly AdminColumn<Sort, Row>[];
  width: number;
};

function SelectCell<Sort extends string, Row>({ row, props }: Pick<RowProps<Sort, Row>, 'row' | 'props'>) {
  const { t } = useTranslation();
  const { selection, getRowId, getRowLabel } = props;
  if (!selection) return null;
  const id = getRowId(row);
  const checked = selection.selected.includes(id);
  const toggle = () =>
    selection.onChange(checked ? selection.selected.filter((other) => other !== id) : [...selection.selected, id]);
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={checked}
        onChange={toggle}
        slotProps={{ input: { 'aria-label': t('adminTable.selectRow', { name: getRowLabel(row) }) } }}
      />
    </TableCell>
  );
}

function AdminRow<Sort extends string, Row>({ row, props, shown, width }: RowProps<Sort, Row>) {
  const label = props.getRowLabel(row);
  return (
    <ExpandableRow
      label={label}
      cells={props.columns.map((column) => ({
        id: column.id,
        label: column.label,
        content: <CellContent cell={column} row={row} />,
      }))}
      shownCount={shown.length}
      width={width}
      before={<SelectCell row={row} props={props} />}
      after={
        props.rowActions ? (
          <TableCell padding="checkbox">
            <RowActions rowLabel={label} actions={props.rowActions(row)} />
          </TableCell>
        ) : null
      }
    />
  );
}

function SelectPage<Sort extends string, Row>({ props }: { props: AdminTableProps<Sort, Row> }) {
  const { t } = useTranslation();
  const { selection, items = [], getRowId } = props;
  if (!selection) return null;
  const ids = items.map(getRowId);
  const count = ids.filter((id) => selection.selected.includes(id)).length;
  const all = ids.length > 0 && count === ids.length;
  const toggle = () =>
    selection.onChange(
      all
        ? selection.selected.filter((id) => !ids.includes(id))
        : [...selection.selected, ...ids.filter((id) => !selection.selected.includes(id))],
    );
  return (
    <Checkbox
      checked={all}
      indeterminate={count > 0 && !all}
      disabled={ids.length === 0}
      onChange={toggle}
      slotProps={{ input: { 'aria-label': t('adminTable.selectPage') } }}
    />
  );
}

function hiddenLabel(text: string) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {text}
    </Box>
  );
}

const CHECKBOX = 'checkbox' as const;

/**
 * A table that keeps every column (activity log, global user management) scrolls sideways on a narrow screen rather
 * than squeeze its values letter by letter: it is at least a small desktop wide, and its cells wrap between words.
 */
const SCROLLING_TABLE_SX = {
  ...WRAPPING_TABLE_SX,
  minWidth: 960,
  '& td, & td *': { overflowWrap: 'break-word' },
} as const;

/** The head's columns: selection, details toggle, the shown configured columns, actions. */
function headColumns<Sort extends string, Row>(
  props: AdminTableProps<Sort, Row>,
  shown: readonly AdminColumn<Sort, Row>[],
  toggle: readonly TableColumn<Sort>[],
  t: (key: 'adminTable.actions') => string,
): TableColumn<Sort>[] {
  return [
    ...(props.selection ? [{ id: 'select', label: <SelectPage props={props} />, padding: CHECKBOX }] : []),
    ...toggle,
    ...shown.map(({ id, label, sort }) => ({ id, label, sort })),
    ...(props.rowActions ? [{ id: 'actions', label: hiddenLabel(t('adminTable.actions')), padding: CHECKBOX }] : []),
  ];
}

/**
 * Every admin table (spec sections 2 and 9, decision 015): the list frame with server paging and sorting, admin
 * page sizes, optional row selection and action menu, responsive columns with the rest of a row behind a
 * details toggle, 'see more' truncation, DD-MM-YYYY dates, and the admin empty (with the table's next step) and error
 * overlays.
 */
export function AdminTable<Sort extends string, Row>(props: AdminTableProps<Sort, Row>) {
  const { t } = useTranslation();
  const { shown, hidden } = useResponsiveColumns(props.columns, props.responsive ?? true);
  const columns = headColumns(props, shown, useDetailsHeadColumn<Sort>(hidden), t);
  return (
    <ServerTable
      caption={props.caption}
      columns={columns}
      table={props.table}
      onChange={props.onChange}
      items={props.items}
      total={props.total}
      totalIsCapped={props.totalIsCapped}
      renderRows={(rows) =>
        rows.map((row) => (
          <AdminRow key={props.getRowId(row)} row={row} props={props} shown={shown} width={columns.length} />
        ))
      }
      error={
        props.error && {
          onRetry: props.error.onRetry,
          title: t('adminTable.errorTitle'),
          message: t('adminTable.errorText'),
          retryLabel: t('adminTable.retry'),
        }
      }
      empty={<EmptyOverlay state={props.emptyState} />}
      pageSizes={props.pageSizes ?? ADMIN_PAGE_SIZES}
      header={props.header}
      skeleton={<SkeletonRows columns={columns.length} />}
      // Long values (e-mails, names) wrap anywhere; headers never break inside a word (HEADER_CELL_SX). A table that
      // keeps every column scrolls sideways in its own box on a phone: the box is a named region the keyboard scrolls.
      layout={
        props.responsive === false
          ? { tableSx: SCROLLING_TABLE_SX, scrollRegion: true }
          : { tableSx: WRAPPING_TABLE_SX, scrollRegion: false }
      }
    />
  );
}
