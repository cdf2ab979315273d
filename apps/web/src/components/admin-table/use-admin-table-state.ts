import { ADMIN_PAGE_SIZES } from '@portal/contract/constants';
import type { UrlFilterReaders } from '@portal/contract/url-state';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@/lib/router/router';
import { adminTablePageSizeKey, readStorage, writeStorage } from '@/lib/storage';
import type { TableStateRule, TableUpdate } from '@/lib/use-table-state';
import { useTableState } from '@/lib/use-table-state';

function allowedSize(value: string | null, sizes: readonly number[]): number | undefined {
  const size = Number(value);
  return value !== null && sizes.some((allowed) => allowed === size) ? size : undefined;
}

/**
 * An admin table's URL state (useTableState) with its page size remembered in the browser per table (spec
 * section 9): a page size in the URL wins, then the one last chosen in this table, then the rule's default.
 */
export function useAdminTableState<Sort extends string, Filters extends UrlFilterReaders>(
  tableId: string,
  rule: TableStateRule<Sort, Filters>,
) {
  const state = useTableState(rule);
  const { update: updateUrl } = state;
  const [searchParams] = useSearchParams();
  const sizes = rule.sizes ?? ADMIN_PAGE_SIZES;
  const key = adminTablePageSizeKey(tableId);
  const [remembered, setRemembered] = useState(() => allowedSize(readStorage(key), sizes));
  const pageSize = allowedSize(searchParams.get('pageSize'), sizes) ?? remembered ?? state.table.pageSize;
  const table = useMemo(() => ({ ...state.table, pageSize }), [state.table, pageSize]);

  const update = useCallback(
    (changes: TableUpdate) => {
      if (typeof changes.pageSize === 'number') {
        writeStorage(key, String(changes.pageSize));
        setRemembered(changes.pageSize);
      }
      updateUrl(changes);
    },
    [key, updateUrl],
  );

  return { table, filters: state.filters, update };
}
