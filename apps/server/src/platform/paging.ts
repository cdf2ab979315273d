import type { Page, PageRequest, SortOrder, SortRequest } from '@portal/contract/paging';

/** What a repository needs for one page: SQL's limit and offset, and the order when the list is sorted. */
export type SqlWindow = { limit: number; offset: number };
export type SqlOrder<DbColumn extends string> = { column: DbColumn; direction: SortOrder };

/** The rows a validated query's page covers. */
export function sqlWindow({ page, size }: PageRequest): SqlWindow {
  return { limit: size, offset: page * size };
}

/** A window of an index walked from one end: backwards means against the list's order, from its last row. */
export type IndexWalk = SqlWindow & { backwards: boolean };

/**
 * The page as read from the nearer end of the `total` matches, so no page skips more than half of them: rows
 * [offset, offset + limit) are, read backwards, rows [total - offset - limit, total - offset). The caller puts the
 * rows back in the list's order.
 */
export function nearerEnd(page: SqlWindow, total: number): IndexWalk {
  const fromEnd = total - page.offset - page.limit;
  if (fromEnd >= page.offset) return { ...page, backwards: false };
  return { offset: Math.max(0, fromEnd), limit: Math.min(page.limit, total - page.offset), backwards: true };
}

/** The direction an index walk reads in. */
export function walkDirection(direction: SortOrder, walk: IndexWalk): SortOrder {
  return walk.backwards ? (direction === 'asc' ? 'desc' : 'asc') : direction;
}

/** The table column and direction a validated query sorts by, the list's sortable columns mapped to the table's. */
export function sqlOrder<Column extends string, DbColumn extends string>(
  { sortBy, sortOrder }: SortRequest<Column>,
  columns: Readonly<Record<Column, DbColumn>>,
): SqlOrder<DbColumn> {
  return { column: columns[sortBy], direction: sortOrder };
}

/** The envelope of every list call. */
export function pageOf<Item>({ page, size }: PageRequest, items: Item[], total: number): Page<Item> {
  return { items, total, page, size };
}

/** A call with the spec's parameter names (page_number or page, page_size) mapped to the vocabulary's, at the route. */
export function fromSpecPaging(
  query: { page_number: number; page_size: number } | { page: number; page_size: number },
): PageRequest {
  return { page: 'page_number' in query ? query.page_number : query.page, size: query.page_size };
}
