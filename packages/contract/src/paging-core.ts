// The paging vocabulary's constants and types (paging.ts holds its schemas), for code that needs no zod.

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The last zero-based page a query may ask for. */
export const PAGE_MAX = 100_000;
/** The largest page any list call answers. */
export const PAGE_SIZE_MAX = 100;

export type SortRule<Column extends string> = {
  columns: readonly [Column, ...Column[]];
  sortBy: Column;
  sortOrder?: SortOrder;
};

/** What a service needs to fetch a page: the validated query's paging part. */
export type PageRequest = { page: number; size: number };
export type SortRequest<Column extends string> = { sortBy: Column; sortOrder: SortOrder };

/** The envelope of every list call: `items` of one page, the `total` matching, and the `page` and `size` asked for. */
export type Page<Item> = { total: number; page: number; size: number; items: Item[] };
