import { SORT_CYCLE } from '@portal/contract/constants';
import type { SortOrder } from '@portal/contract/paging-core';
import type { TableParams, TableStateRule, UrlFilterReaders } from '@portal/contract/url-state';
import { readUrlTable, tableRuleDefaults, urlQueryObject } from '@portal/contract/url-state';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router/router';

export type { TableParams, TableStateRule } from '@portal/contract/url-state';

/** A change to the URL: null or '' removes the parameter. */
export type TableUpdate = Record<string, string | number | null>;

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
  const defaults: Defaults = useMemo(() => {
    const { defaultSize, sort } = tableRuleDefaults(rule);
    return { pageSize: defaultSize, sortBy: sort.sortBy, sortOrder: sort.sortOrder ?? 'desc' };
  }, [rule]);

  const { table, filters } = useMemo(() => readUrlTable(rule, urlQueryObject(searchParams)), [searchParams, rule]);

  const update = useCallback(
    (changes: TableUpdate) => setSearchParams((previous) => writeTableQuery(previous, changes, defaults)),
    [setSearchParams, defaults],
  );

  return { table, filters, update };
}
