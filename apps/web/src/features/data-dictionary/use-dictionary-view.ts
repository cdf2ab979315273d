import { DATA_DICTIONARY } from '@portal/contract/constants';
import type { DictionaryView } from '@portal/contract/glossary-core';
import { DICTIONARY_VIEW_PARAMS as VIEW_PARAMS, readDictionaryView as readView } from '@portal/contract/glossary-core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router/router';

export type { DictionaryView } from '@portal/contract/glossary-core';
export {
  appliedSearch,
  DICTIONARY_PAGE_SIZES as PAGE_SIZES,
  DICTIONARY_SEARCH_MAX as MAX_SEARCH_LENGTH,
  DICTIONARY_VIEW_PARAMS as VIEW_PARAMS,
  readDictionaryView as readView,
} from '@portal/contract/glossary-core';

/** 1 or 2 characters: 'Please enter at least 3 characters'. */
export function isTooShort(input: string): boolean {
  const length = input.trim().length;
  return length > 0 && length < DATA_DICTIONARY.minSearchLength;
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
