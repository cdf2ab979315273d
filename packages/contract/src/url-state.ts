// A table's state in the web's URL (ARCHITECTURE section 6): page one-based, the size under `pageSize`, sort and
// filters. A hand-edited or stale link must still open the page, so every value that does not fit reads as its
// default (a filter: none) instead of failing. Plain readers, without zod: a table page's first load carries no
// schema library (decision 059).
import { ADMIN_PAGE_SIZES } from './constants.js';
import type { SortOrder, SortRule } from './paging-core.js';
import { PAGE_MAX, SORT_ORDERS } from './paging-core.js';

/** The URL's query as a plain object, for the readers: a parameter given twice reads as its last value. */
export function urlQueryObject(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params);
}

/** One URL parameter read: its value, or undefined when it is missing or does not fit. */
export type UrlReader<Value> = (raw: string | undefined) => Value | undefined;

/** Text, trimmed, of 1 to `max` characters. */
export function urlText(max: number): UrlReader<string> {
  return (raw) => {
    const value = raw?.trim();
    return value && value.length <= max ? value : undefined;
  };
}

/** One of `values`, exactly. */
export function urlOneOf<Value extends string>(values: readonly Value[]): UrlReader<Value> {
  return (raw) => (raw !== undefined && (values as readonly string[]).includes(raw) ? (raw as Value) : undefined);
}

/** A whole number from `min` to `max` ('42'). */
export function urlInteger(min: number, max: number): UrlReader<number> {
  return (raw) => {
    if (raw === undefined || raw.trim() === '') return undefined;
    const value = Number(raw);
    return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
  };
}

/** A one-based page number ('3'). */
export const urlPage: UrlReader<number> = urlInteger(1, PAGE_MAX + 1);

/** A calendar day that exists ('2026-02-28'; not '2026-02-30'). */
export const urlDay: UrlReader<string> = (raw) => {
  if (raw === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const ms = Date.parse(`${raw}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(raw) ? raw : undefined;
};

/**
 * A comma list (`roles=admin,merchant`), each part trimmed and empty ones skipped, of `min` to `max` items each read by `item`: one item
 * that does not fit drops the whole list.
 */
export function urlList<Item>(
  item: UrlReader<Item>,
  { min = 0, max }: { min?: number; max: number },
): UrlReader<Item[]> {
  return (raw) => {
    if (raw === undefined) return undefined;
    const parts = raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length < min || parts.length > max) return undefined;
    const items: Item[] = [];
    for (const part of parts) {
      const value = item(part);
      if (value === undefined) return undefined;
      items.push(value);
    }
    return items;
  };
}

/** The readers of a table's filters, by URL parameter. */
export type UrlFilterReaders = Record<string, UrlReader<unknown>>;

/** What the readers read: each filter's value, or undefined. */
export type UrlFilters<Readers extends UrlFilterReaders> = {
  [Key in keyof Readers]?: Readers[Key] extends UrlReader<infer Value> ? Value : never;
};

/** Each filter of the URL's query, read by its reader. */
export function readUrlFilters<Readers extends UrlFilterReaders>(
  readers: Readers,
  query: Record<string, string>,
): UrlFilters<Readers> {
  const filters: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(readers)) filters[key] = read(query[key]);
  return filters as UrlFilters<Readers>;
}

export type UrlTableRule<Column extends string> = {
  sizes: readonly number[];
  defaultSize: number;
  sort: SortRule<Column>;
};

export type UrlTableState<Column extends string> = {
  page: number;
  pageSize: number;
  sortBy: Column;
  sortOrder: SortOrder;
};

/** page (one-based), pageSize, sortBy and sortOrder from the URL's query; the rule's defaults where they do not fit. */
export function readUrlTableState<Column extends string>(
  rule: UrlTableRule<Column>,
  query: Record<string, string>,
): UrlTableState<Column> {
  const { sort } = rule;
  return {
    page: urlPage(query.page) ?? 1,
    pageSize: rule.sizes.includes(Number(query.pageSize)) ? Number(query.pageSize) : rule.defaultSize,
    sortBy: urlOneOf(sort.columns)(query.sortBy) ?? sort.sortBy,
    sortOrder: urlOneOf(SORT_ORDERS)(query.sortOrder) ?? sort.sortOrder ?? 'desc',
  };
}

/**
 * A table page's rule: its sort columns, its page sizes and default size (the admin ones unless told) and its
 * filters. The web's table hook and the server's first answers (decision 059) read a URL
 * by the same rule, so they ask the same call.
 */
export type TableStateRule<Sort extends string, Filters extends UrlFilterReaders> = {
  sort: SortRule<Sort>;
  sizes?: readonly number[];
  defaultSize?: number;
  filters: Filters;
};

/** A table's state as its call takes it: the page zero-based (the URL shows it one-based). */
export type TableParams<Sort extends string> = {
  page: number;
  pageSize: number;
  sortBy: Sort;
  sortOrder: SortOrder;
};

/** The rule with its defaults filled in. */
export function tableRuleDefaults<Sort extends string>(rule: TableStateRule<Sort, UrlFilterReaders>) {
  return {
    sizes: rule.sizes ?? ADMIN_PAGE_SIZES,
    defaultSize: rule.defaultSize ?? ADMIN_PAGE_SIZES[0],
    sort: rule.sort,
  };
}

/** A table's state and filters from the URL's query, by its rule. */
export function readUrlTable<Sort extends string, Filters extends UrlFilterReaders>(
  rule: TableStateRule<Sort, Filters>,
  query: Record<string, string>,
): { table: TableParams<Sort>; filters: UrlFilters<Filters> } {
  const { page, ...rest } = readUrlTableState(tableRuleDefaults(rule), query);
  return { table: { ...rest, page: page - 1 }, filters: readUrlFilters(rule.filters, query) };
}
