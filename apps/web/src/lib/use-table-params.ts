import { ADMIN_PAGE_SIZES, SORT_CYCLE } from '@portal/contract/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = (typeof SORT_CYCLE)[number];
export type TableParams<Sort extends string> = {
  /** Zero-based (the URL shows it one-based). */
  page: number;
  pageSize: number;
  sortBy: Sort;
  sortOrder: SortOrder;
};

const DEFAULT_PAGE_SIZE: number = ADMIN_PAGE_SIZES[0];

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

function readPageSize(value: string | null, fallback: number): number {
  const size = Number(value);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : fallback;
}

/** Where a column's sort goes next: a new column starts descending (spec section 9), the same one flips. */
export function nextSort<Sort extends string>(current: TableParams<Sort>, column: Sort): Pick<TableParams<Sort>, 'sortBy' | 'sortOrder'> {
  if (current.sortBy !== column) return { sortBy: column, sortOrder: SORT_CYCLE[0] };
  return { sortBy: column, sortOrder: current.sortOrder === 'desc' ? 'asc' : 'desc' };
}

export type TableUpdate = Record<string, string | number | null>;

/**
 * A table's state in the URL (ARCHITECTURE section 6): page (one-based), pageSize, sortBy, sortOrder and any
 * filters, defaults left out. Anything but the page changing sends the table back to its first page. The page
 * size is the first admin page size unless a table says otherwise.
 */
export function useTableParams<Sort extends string>(
  sortFields: readonly Sort[],
  defaultSort: Sort,
  { defaultPageSize = DEFAULT_PAGE_SIZE }: { defaultPageSize?: number } = {},
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const table = useMemo<TableParams<Sort>>(
    () => ({
      page: readPage(searchParams.get('page')),
      pageSize: readPageSize(searchParams.get('pageSize'), defaultPageSize),
      sortBy: oneOf(searchParams.get('sortBy'), sortFields, defaultSort),
      sortOrder: oneOf(searchParams.get('sortOrder'), SORT_CYCLE, 'desc'),
    }),
    [searchParams, sortFields, defaultSort, defaultPageSize],
  );

  const update = useCallback(
    (changes: TableUpdate) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          const isDefault =
            value === null ||
            value === '' ||
            (key === 'page' && value === 0) ||
            (key === 'pageSize' && value === defaultPageSize);
          if (isDefault) next.delete(key);
          else next.set(key, String(key === 'page' ? Number(value) + 1 : value));
        }
        const sortBy = next.get('sortBy') ?? defaultSort;
        if (sortBy === defaultSort && (next.get('sortOrder') ?? 'desc') === 'desc') {
          next.delete('sortBy');
          next.delete('sortOrder');
        }
        return next;
      });
    },
    [setSearchParams, defaultSort, defaultPageSize],
  );

  return { table, searchParams, update };
}
