/** The /dataDictionary page rendered over a mocked API, shared by its tests. */
import { screen } from '@testing-library/react';
import type { UserDetails } from '@portal/contract/identity';
import type { GlossaryMatch, GlossaryPage } from '@portal/contract/glossary';
import { GLOSSARY_PATHS, GLOSSARY_PRODUCT_TAGS } from '@portal/contract/glossary';
import { generatePath } from '@/lib/router/router';
import { marketInfo, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

export const SEARCH = `POST ${GLOSSARY_PATHS.search}`;
export const BROWSE = `GET ${GLOSSARY_PATHS.glossaries}`;
export const EXPORT = `POST ${GLOSSARY_PATHS.export}`;
export const TAGS = `GET ${GLOSSARY_PATHS.tags}`;
export const SUGGESTIONS = `GET ${GLOSSARY_PATHS.suggestions}`;
export const itemPath = (id: string) => `GET ${generatePath(GLOSSARY_PATHS.glossary, { id })}`;

export function element(overrides: Partial<GlossaryMatch> = {}): GlossaryMatch {
  const businessName = overrides.business_name ?? 'Sales Amount';
  return {
    id: 'ge-1',
    type: 'data_element',
    business_name: businessName,
    english_business_name: businessName,
    name_locale: 'en-US',
    business_definition: 'The retail value of the items sold, after markdowns and before taxes.',
    definition_locale: 'en-US',
    synonyms: [],
    dss_business_name: 'POS Sales',
    technical_name: 'sales_amt',
    glossary_tags: [
      { tag_name: 'datatype', tag_value: 'Decimal' },
      { tag_name: 'field_type', tag_value: 'Metric' },
      { tag_name: 'product', tag_value: 'chnl_perf_report_builder' },
      { tag_name: 'product', tag_value: 'shopper_behavior' },
    ],
    available_products: ['chnl_perf_report_builder', 'shopper_behavior'],
    availability: 'ALL_USERS',
    match: null,
    ...overrides,
  };
}

export const SALES_AMOUNT = element();
export const SALES_UNITS = element({
  id: 'ge-2',
  business_name: 'Sales Units',
  business_definition: 'The number of units sold, net of returns.',
  dss_business_name: 'POS Qty',
  technical_name: 'sales_units',
  glossary_tags: [
    { tag_name: 'datatype', tag_value: 'Integer' },
    { tag_name: 'field_type', tag_value: 'Metric' },
  ],
  available_products: ['chnl_perf_insights'],
  availability: 'CHARTER_ONLY',
});
export const STORE_NUMBER = element({
  id: 'ge-3',
  business_name: 'Store Number',
  business_definition: 'The number that identifies a store.',
  dss_business_name: null,
  technical_name: 'store_nbr',
  glossary_tags: [
    { tag_name: 'datatype', tag_value: 'Integer' },
    { tag_name: 'field_type', tag_value: 'Dimension' },
  ],
  available_products: [],
});

export function glossaryPage(items: GlossaryMatch[], overrides: Partial<GlossaryPage> = {}): GlossaryPage {
  const total = overrides.total_elements ?? items.length;
  return {
    fuzzy_search: false,
    match_lists: items,
    total_pages: Math.ceil(total / 20),
    total_elements: total,
    unfiltered_total: total,
    tag_values: [...new Set(items.flatMap((item) => item.available_products))],
    did_you_mean: [],
    page_number: 0,
    page_size: 20,
    ...overrides,
  };
}

/** Hits of a search for 'sales' on the business name. */
export const SALES_HITS = [
  { ...SALES_AMOUNT, match: { field: 'business_name', kind: 'prefix', text: 'Sales' } },
  { ...SALES_UNITS, match: { field: 'technical_name', kind: 'prefix', text: 'sales' } },
] satisfies GlossaryMatch[];

export type SetUp = {
  path?: string;
  user?: UserDetails;
  search?: MockHandler;
  browse?: MockHandler;
  routes?: Record<string, MockHandler>;
};

export function setUpDictionary({
  path = '/dataDictionary',
  user = userDetails(),
  search,
  browse,
  routes = {},
}: SetUp = {}) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    [TAGS]: { body: { tag_name: 'product', tag_values: [...GLOSSARY_PRODUCT_TAGS] } },
    [SUGGESTIONS]: { body: { suggestions: [] } },
    [BROWSE]: browse ?? { body: glossaryPage([SALES_AMOUNT, SALES_UNITS, STORE_NUMBER], { total_elements: 612 }) },
    [SEARCH]: search ?? { body: glossaryPage(SALES_HITS) },
    ...routes,
  });
  const view = renderRoutes(path);
  return { fetchMock, ...view };
}

/** The bodies of the search calls made so far. */
export const searchBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, SEARCH).map((call) => call.body);
/** The query parameters of the browse calls made so far. */
export const browseQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, BROWSE).map((call) => Object.fromEntries(call.url.searchParams));

export const searchBox = () => screen.getByRole('combobox', { name: 'Search data elements' });
