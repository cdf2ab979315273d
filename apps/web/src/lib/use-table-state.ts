import { ADMIN_PAGE_SIZES, SORT_CYCLE } from '@portal/contract/constants';
import type { SortOrder, SortRule } from '@portal/contract/paging-core';
import type { UrlFilterReaders } from '@portal/contract/url-state';
import { readUrlFilters, readUrlTableState } from '@portal/contract/url-state';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router/router';

export type TableParams<Sort extends string> = {
  /** Zero-based (the URL shows it one-based). */
  page: number;
  pageSize: number;
  sortBy: Sort;
  sortOrder: SortOrder;
};

/**
 * A table's URL state: its sort columns, its page sizes (the admin sizes unless told), and its filters, each read by
 * a reader of the contract's url-state.ts, so that a value that does not fit reads as no filter.
 * Give it as a module constant: the hook's answers are remembered while it stays the same object.
 */
export type TableStateRule<Sort extends string, Filters extends UrlFilterReaders> = {
  sort: SortRule<Sort>;
  sizes?: readonly number[];
  defaultSize?: number;
  filters: Filters;
};

/** A change to the URL: null or '' removes the parameter. */
export type TableUpdate = Record<string, string | number | null>;

/** The URL's query as a plain object, for the readers. */
export function queryObject(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params);
}

/** Where a column's sort goes next: a new column starts descending (spec section 9), the same one flips. */
export function nextSort<Sort extends string>(
  current: Pick<TableParams<Sort>, 'sortBy' | 'sortOrder'>,
  column: Sort,
): Pick<TableParams<Sort>, 'sortBy' | 'sortOrder'> {
  if (current.sortBy !== column) return { sortBy: column, sortOrder: SORT_CYCLE[0] };
  return { sortBy: column, sortOrder: current.sortOrder === 'desc' ? 'asc' : 'desc' };
}

type Defaults = { pageSize: number; sortBy: string; sortOrder: SortOrder };

function isDefault(key: string, value: string | number | null, defaults: Defaults): boolean {
  return (
    value === null ||
    value === '' ||
    (key === 'page' && value === 0) ||
    (key === 'pageSize' && value === defaults.pageSize)
  );
}

/** The query after `changes`: any change but the page's goes back to the first page; defaults are left out. */
export function writeTableQuery(previous: URLSearchParams, changes: TableUpdate, defaults: Defaults): URLSearchParams {
  const next = new URLSearchParams(previous);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (isDefault(key, value, defaults)) next.delete(key);
    else next.set(key, String(key === 'page' ? Number(value) + 1 : value));
  }
  if (
    (next.get('sortBy') ?? defaults.sortBy) === defaults.sortBy &&
    (next.get('sortOrder') ?? defaults.sortOrder) === defaults.sortOrder
  ) {
    next.delete('sortBy');
    next.delete('sortOrder');
  }
  return next;
}

/**
 * A server-paged table's state in the URL (ARCHITECTURE section 6): page (one-based), pageSize, sortBy, sortOrder
 * and the filters, read leniently (a bad value falls back to its default) and written with the defaults left out.
 */
export function useTableState<Sort extends string, Filters extends UrlFilterReaders>(
  rule: TableStateRule<Sort, Filters>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => {
    const defaultSize = rule.defaultSize ?? ADMIN_PAGE_SIZES[0];
    const defaults: Defaults = {
      pageSize: defaultSize,
      sortBy: rule.sort.sortBy,
      sortOrder: rule.sort.sortOrder ?? 'desc',
    };
    return { rule: { sizes: rule.sizes ?? ADMIN_PAGE_SIZES, defaultSize, sort: rule.sort }, defaults };
  }, [rule]);

  const { table, filters } = useMemo(() => {
    const query = queryObject(searchParams);
    const { page, ...rest } = readUrlTableState(state.rule, query);
    const params: TableParams<Sort> = { ...rest, page: page - 1 };
    return { table: params, filters: readUrlFilters(rule.filters, query) };
  }, [searchParams, state, rule]);

  const update = useCallback(
    (changes: TableUpdate) => setSearchParams((previous) => writeTableQuery(previous, changes, state.defaults)),
    [setSearchParams, state],
  );

  return { table, filters, update };
}
