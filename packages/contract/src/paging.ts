import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// One paging vocabulary for every list call: a query (zero-based page, size, sort column and
// order), the page envelope the server answers with, and the lenient reading of a table's state
// from the web's URL. Calls whose parameter names the spec gives (page_number, page_size …) keep
// them on the wire and are mapped to these names where the route meets the service.
// ---------------------------------------------------------------------------------------------

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The last zero-based page a query may ask for. */
export const PAGE_MAX = 100_000;
/** The largest page any list call answers. */
export const PAGE_SIZE_MAX = 100;

/** A page size: one of a fixed list (the admin tables' 10/25/50/75/100) or anything up to a maximum. */
export type PageSizeRule = { default: number; sizes?: readonly number[]; max?: number };

export const pageNumberSchema = z.coerce.number().int().min(0).max(PAGE_MAX).default(0);

export function pageSizeSchema(rule: PageSizeRule) {
  const { sizes } = rule;
  const size = z.coerce
    .number()
    .int()
    .min(1)
    .max(rule.max ?? PAGE_SIZE_MAX);
  return (sizes ? size.refine((n) => sizes.includes(n)) : size).default(rule.default);
}

/** `page` (zero-based) and `size`. */
export function pageQuerySchema(size: PageSizeRule) {
  return z.object({ page: pageNumberSchema, size: pageSizeSchema(size) });
}

export type SortRule<Column extends string> = {
  columns: readonly [Column, ...Column[]];
  sortBy: Column;
  sortOrder?: SortOrder;
};

/** `page`, `size`, and `sortBy` restricted to the list's sortable columns, `sortOrder` asc or desc (descending unless told). */
export function sortedPageQuerySchema<Column extends string>(size: PageSizeRule, sort: SortRule<Column>) {
  return pageQuerySchema(size).extend({
    sortBy: z.enum(sort.columns).default(() => sort.sortBy),
    sortOrder: z.enum(SORT_ORDERS).default(sort.sortOrder ?? 'desc'),
  });
}

/** What a service needs to fetch a page: the validated query's paging part. */
export type PageRequest = { page: number; size: number };
export type SortRequest<Column extends string> = { sortBy: Column; sortOrder: SortOrder };

const pageFieldsSchema = z.object({
  total: z.number().int().nonnegative(),
  /** Zero-based, as asked. */
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
});

/** The envelope of every list call: `items` of one page, the `total` matching, and the `page` and `size` asked for. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return pageFieldsSchema.extend({ items: z.array(item) });
}
export type Page<Item> = z.infer<typeof pageFieldsSchema> & { items: Item[] };

// ---------------------------------------------------------------------------------------------
// A table's state in the web's URL (ARCHITECTURE section 6): page one-based, the size under
// `pageSize`, sort and filters. A hand-edited or stale link must still open the page, so every
// value that does not fit falls back to its default instead of failing.
// ---------------------------------------------------------------------------------------------

/** A value read from the URL, or undefined when it is missing or does not fit. */
export function lenient<Schema extends z.ZodType>(schema: Schema) {
  return schema.optional().catch(undefined);
}

/** The one-based page of the URL, 1 when it is missing or does not fit. */
export const urlPageSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(PAGE_MAX + 1)
  .catch(1);

export type UrlTableRule<Column extends string> = {
  sizes: readonly number[];
  defaultSize: number;
  sort: SortRule<Column>;
};

/** page (one-based), pageSize, sortBy, sortOrder from the URL's query; never throws. */
export function urlTableStateSchema<Column extends string>(rule: UrlTableRule<Column>) {
  const { sizes, sort } = rule;
  return z.object({
    page: urlPageSchema,
    pageSize: z.coerce
      .number()
      .refine((n) => sizes.includes(n))
      .catch(rule.defaultSize),
    sortBy: z.enum(sort.columns).catch(() => sort.sortBy),
    sortOrder: z.enum(SORT_ORDERS).catch(sort.sortOrder ?? 'desc'),
  });
}
export type UrlTableState<Column extends string> = {
  page: number;
  pageSize: number;
  sortBy: Column;
  sortOrder: SortOrder;
};
