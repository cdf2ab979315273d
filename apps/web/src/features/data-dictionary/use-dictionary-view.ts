import { DATA_DICTIONARY } from '@portal/contract/constants';
import type { GlossaryProductTag, GlossaryTier } from '@portal/contract/glossary';
import { GLOSSARY_PRODUCT_TAGS, GLOSSARY_TIERS } from '@portal/contract/glossary-core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router/router';
import { urlOneOf, urlPage } from '@portal/contract/url-state';
import { queryObject } from '@/lib/use-table-state';

/**
 * The page's state lives in its URL (ARCHITECTURE section 6), so a link reproduces the view and the selected
 * element: `?search=<term>&product=<tag value>&tier=basic|charter&page=<one-based>&size=<rows per page>&selected=<element id>`.
 * Defaults are left out: no search, All Products, the user's own tier, page 1, 20 rows, nothing selected.
 */
export const VIEW_PARAMS = {
  search: 'search',
  product: 'product',
  tier: 'tier',
  page: 'page',
  size: 'size',
  selected: 'selected',
} as const;

/** The rows-per-page choices; the first is the spec's 20 (section 9), left out of the URL. */
export const PAGE_SIZES = [DATA_DICTIONARY.pageSize, 50, 100] as const;

/** The contract's longest search term. */
export const MAX_SEARCH_LENGTH = 200;

export type DictionaryView = {
  /** The search applied: at least 3 characters, or '' for none. */
  search: string;
  /** One-based. */
  page: number;
  /** Rows per page: one of PAGE_SIZES. */
  size: number;
  product: GlossaryProductTag | null;
  /** null: the user's own tier. */
  tier: GlossaryTier | null;
  selected: string | null;
};

/** The search a typed text asks for: trimmed, or '' while it is shorter than 3 characters. */
export function appliedSearch(input: string): string {
  const trimmed = input.trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return trimmed.length >= DATA_DICTIONARY.minSearchLength ? trimmed : '';
}

/** 1 or 2 characters: 'Please enter at least 3 characters'. */
export function isTooShort(input: string): boolean {
  const length = input.trim().length;
  return length > 0 && length < DATA_DICTIONARY.minSearchLength;
}

const readProduct = urlOneOf(GLOSSARY_PRODUCT_TAGS);
const readTier = urlOneOf(GLOSSARY_TIERS);

/** The view a URL's query describes; unknown or invalid values fall back to the defaults. */
export function readView(params: URLSearchParams): DictionaryView {
  const query = queryObject(params);
  const size = Number(query[VIEW_PARAMS.size]);
  return {
    search: appliedSearch(query[VIEW_PARAMS.search] ?? ''),
    page: urlPage(query[VIEW_PARAMS.page]) ?? 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DATA_DICTIONARY.pageSize,
    product: readProduct(query[VIEW_PARAMS.product]) ?? null,
    tier: readTier(query[VIEW_PARAMS.tier]) ?? null,
    selected: query[VIEW_PARAMS.selected]?.trim() || null,
  };
}

/**
 * The query of the view after `changes`. A new search, product or tier goes back to the first page (spec
 * section 4: the page resets when the search changes). Parameters of no meaning here are kept.
 */
export function writeView(params: URLSearchParams, changes: Partial<DictionaryView>): URLSearchParams {
  const current = readView(params);
  const next = { ...current, ...changes };
  const filtersChanged =
    next.search !== current.search ||
    next.product !== current.product ||
    next.tier !== current.tier ||
    next.size !== current.size;
  if (filtersChanged && changes.page === undefined) next.page = 1;

  const query = new URLSearchParams();
  if (next.search) query.set(VIEW_PARAMS.search, next.search);
  if (next.product) query.set(VIEW_PARAMS.product, next.product);
  if (next.tier) query.set(VIEW_PARAMS.tier, next.tier);
  if (next.page > 1) query.set(VIEW_PARAMS.page, String(next.page));
  if (next.size !== DATA_DICTIONARY.pageSize) query.set(VIEW_PARAMS.size, String(next.size));
  if (next.selected) query.set(VIEW_PARAMS.selected, next.selected);
  const known: readonly string[] = Object.values(VIEW_PARAMS);
  for (const [name, value] of params) {
    if (!known.includes(name)) query.append(name, value);
  }
  return query;
}

export type ViewUpdate = (changes: Partial<DictionaryView>, options?: { replace?: boolean }) => void;

/** The view of the current URL, a way to change it, and the link of a changed view. */
export function useDictionaryView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const update: ViewUpdate = useCallback(
    (changes, { replace = false } = {}) => setParams((previous) => writeView(previous, changes), { replace }),
    [setParams],
  );
  const linkTo = useCallback(
    (changes: Partial<DictionaryView>) => `?${writeView(params, changes).toString()}`,
    [params],
  );
  return { view, update, linkTo };
}
