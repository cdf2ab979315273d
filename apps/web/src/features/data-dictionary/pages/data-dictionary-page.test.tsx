import { act, screen, waitFor, within } from '@testing-library/react';
import { ANALYTICS_EVENTS } from '@portal/contract/analytics';
import { DATA_DICTIONARY } from '@portal/contract/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { analytics } from '@/lib/analytics';
import { fileDownload } from '@/lib/file-download';
import { basicUser } from '@/testing/fixtures';
import { stubScreenWidth } from '@/testing/screen-width';
import { callsTo } from '@/testing/mock-api';
import { createTestQueryClient, elapse, installFakeClock, renderRoutes } from '@/testing/render-app';
import {
  BROWSE,
  browseQueries,
  element,
  EXPORT,
  glossaryPage,
  itemPath,
  SALES_AMOUNT,
  SALES_HITS,
  SALES_UNITS,
  SEARCH,
  searchBodies,
  searchBox,
  setUpDictionary,
  SUGGESTIONS,
} from './data-dictionary-page.fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function bodyRows() {
  const [, ...rows] = within(screen.getByRole('table', { name: 'Data elements' })).getAllByRole('row');
  return rows;
}

const noResultsTags = (track: { mock: { calls: unknown[][] } }) =>
  track.mock.calls.filter(([name]) => name === ANALYTICS_EVENTS.noResults).map(([, properties]) => properties);

describe('/dataDictionary', () => {
  let track: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    track = vi.spyOn(analytics, 'track');
  });

  it('lists the whole dictionary at first, with the helper text, the filters, the tips and a Learn more link', async () => {
    const { fetchMock } = setUpDictionary();
    expect(await screen.findByRole('heading', { level: 1, name: 'Data dictionary' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Data dictionary | Supplier Insights Portal'));
    expect(searchBox()).toHaveValue('');
    expect(screen.getByText('Enter at least 3 characters to start searching')).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Sales Amount' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Results: 612');
    const table = screen.getByRole('table', { name: 'Data elements' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Data type / Field type', 'Description', 'Available to']);
    const [amount, units, store] = bodyRows();
    expect(within(amount!).getByRole('rowheader')).toHaveTextContent(
      'Sales AmountTechnical name: sales_amtDSS name: POS Sales',
    );
    expect(amount).toHaveTextContent('Data type: DecimalField type: Metric');
    expect(amount).toHaveTextContent('The retail value of the items sold, after markdowns and before taxes.');
    expect(amount).toHaveTextContent('All users');
    expect(units).toHaveTextContent('Charter users only');
    expect(store).not.toHaveTextContent('DSS name');
    expect(table.querySelector('mark')).toBeNull();

    expect(browseQueries(fetchMock)).toEqual([{ page_number: '0', page_size: '20', tier: 'charter' }]);
    expect(callsTo(fetchMock, SEARCH)).toHaveLength(0);
    expect(callsTo(fetchMock, BROWSE)[0]?.headers.get('accept-language')).toBe('en-US');

    const products = screen.getByRole('combobox', { name: 'Products' });
    await waitFor(() => expect((products as HTMLSelectElement).options).toHaveLength(10));
    expect([...(products as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'All Products',
      'Report Builder',
      'Shopper Behavior',
      'Customer Perception',
      'Digital Landscapes',
      'Channel Insights',
      'BI Link',
      'Cloud Feeds',
      'API Glossary',
      'Modular Intelligence',
    ]);
    expect(screen.getByRole('tab', { name: 'Charter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Charter' })).toContainElement(table);
    expect(screen.getByRole('complementary', { name: 'Searching tips' })).toHaveTextContent(
      'Search by name (in English or your language), synonym, technical name or DSS name; descriptions are searched too, listed after names.',
    );
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/knowledgeBase/article/content?contentId=data-dictionary&market=us&lang=en-US',
    );
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeInTheDocument();
  });

  it('shows 7 skeleton rows while the results load', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    setUpDictionary({ browse: () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByText('Loading data elements…')).toBeInTheDocument();
    expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(7);
    expect(screen.getByRole('table', { name: 'Data elements' })).toHaveAttribute('aria-busy', 'true');

    answer({ body: glossaryPage([SALES_AMOUNT]) });
    expect(await screen.findByRole('link', { name: 'Sales Amount' })).toBeInTheDocument();
    expect(screen.queryByTestId('table-skeleton-row')).not.toBeInTheDocument();
  });

  it('asks for at least 3 characters, and searches nothing with fewer', async () => {
    installFakeClock();
    const { user, fetchMock, router } = setUpDictionary();
    await screen.findByRole('link', { name: 'Sales Amount' });
    await user.type(searchBox(), 'sa');
    await elapse(DATA_DICTIONARY.debounceMs);
    expect(await screen.findByText('Please enter at least 3 characters')).toBeInTheDocument();
    expect(screen.queryByText('Enter at least 3 characters to start searching')).not.toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, SEARCH)).toHaveLength(0);
    expect(router.state.location.search).toBe('');

    await user.type(searchBox(), 'l');
    // Three typed: neither the error nor the hint is left (issue 24).
    await waitFor(() => expect(screen.queryByText('Please enter at least 3 characters')).not.toBeInTheDocument());
    expect(screen.queryByText('Enter at least 3 characters to start searching')).not.toBeInTheDocument();
    expect(searchBox()).not.toHaveAttribute('aria-invalid', 'true');
    await elapse(DATA_DICTIONARY.debounceMs);
    await waitFor(() => expect(callsTo(fetchMock, SEARCH)).toHaveLength(1));
  });

  it('searches after a pause in typing, once, and marks what matched', async () => {
    installFakeClock();
    const { user, fetchMock, router } = setUpDictionary();
    await screen.findByRole('link', { name: 'Sales Amount' });
    await user.type(searchBox(), '  sales ');
    await elapse(DATA_DICTIONARY.debounceMs);
    await waitFor(() => expect(router.state.location.search).toBe('?search=sales'));
    await waitFor(() =>
      expect(searchBodies(fetchMock)).toEqual([
        { search_field: 'sales', page_number: 0, page_size: 20, tier: 'charter' },
      ]),
    );

    const link = await screen.findByRole('link', { name: 'Sales Amount' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Results: 2'));
    expect(link.querySelector('mark')).toHaveTextContent('Sales');
    const [, units] = bodyRows();
    // The second hit matched on its technical name.
    expect(within(units!).getByText('sales', { selector: 'mark' })).toBeInTheDocument();
    expect(within(units!).getByRole('link', { name: 'Sales Units' }).querySelector('mark')).toBeNull();
  });

  it("says no results were found for the term, and tags 'No Results' once per term", async () => {
    const { user, router } = setUpDictionary({
      path: '/dataDictionary?search=zzzz',
      search: { body: glossaryPage([]) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'No results found for "zzzz"' })).toBeInTheDocument();
    expect(screen.getByText('Try another search term')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(noResultsTags(track)).toEqual([
        { context: 'dataDictionary', term: 'zzzz', product: null, tier: 'charter' },
      ]),
    );

    // The same term with another product: still the one tag.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Products' }), 'mod_intel');
    await waitFor(() => expect(router.state.location.search).toBe('?search=zzzz&product=mod_intel'));
    await screen.findByRole('heading', { level: 2, name: 'No results found for "zzzz"' });
    expect(noResultsTags(track)).toHaveLength(1);

    // Another term is tagged again.
    await act(() => router.navigate('/dataDictionary?search=qqqq'));
    expect(await screen.findByRole('heading', { level: 2, name: 'No results found for "qqqq"' })).toBeInTheDocument();
    await waitFor(() => expect(noResultsTags(track)).toHaveLength(2));
  });

  it("offers 'Did you mean:' terms, and choosing one searches for it", async () => {
    const { user, fetchMock, router } = setUpDictionary({
      path: '/dataDictionary?search=slaes&page=2',
      search: ({ body }) =>
        (body as { search_field: string }).search_field === 'slaes'
          ? { body: glossaryPage([], { did_you_mean: ['sales', 'sale date'] }) }
          : { body: glossaryPage(SALES_HITS) },
    });
    const group = await screen.findByRole('group', { name: 'Did you mean:' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['sales', 'sale date']);
    expect(screen.getByRole('heading', { level: 2, name: 'No results found for "slaes"' })).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'sales' }));
    expect(await screen.findByRole('link', { name: 'Sales Amount' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=sales');
    expect(searchBox()).toHaveValue('sales');
    expect(searchBodies(fetchMock).map((body) => body)).toEqual([
      { search_field: 'slaes', page_number: 1, page_size: 20, tier: 'charter' },
      { search_field: 'sales', page_number: 0, page_size: 20, tier: 'charter' },
    ]);
  });

  it('shows close matches when only typo-tolerant matching found results', async () => {
    setUpDictionary({
      path: '/dataDictionary?search=slaes',
      search: { body: glossaryPage(SALES_HITS, { fuzzy_search: true }) },
    });
    expect(await screen.findByText('No exact matches for "slaes". Showing close matches.')).toBeInTheDocument();
  });

  it("shows the error with 'Try again', tags 'API Error', and recovers", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { user } = setUpDictionary({
      browse: () =>
        fail
          ? { status: 500, body: { status: 500, code: 'server.internal', message: 'Internal error' } }
          : { body: glossaryPage([SALES_AMOUNT]) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('An error occurred while processing your request. Please try again.');
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.apiError, {
        call: 'glossaries',
        status: 500,
        code: 'server.internal',
      }),
    );

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sales Amount' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the tab and the product in the request, and goes back to the first page when they change', async () => {
    const { user, fetchMock, router } = setUpDictionary({
      path: '/dataDictionary?search=sales&page=3',
      search: { body: glossaryPage(SALES_HITS, { total_elements: 95 }) },
    });
    await screen.findByRole('link', { name: 'Sales Amount' });
    expect(screen.getByText('41–60 of 95')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Products' }), 'shopper_behavior');
    await waitFor(() => expect(router.state.location.search).toBe('?search=sales&product=shopper_behavior'));
    await user.click(screen.getByRole('tab', { name: 'Basic' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=sales&product=shopper_behavior&tier=basic'));
    expect(screen.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(callsTo(fetchMock, SEARCH)).toHaveLength(3));
    expect(searchBodies(fetchMock)).toEqual([
      { search_field: 'sales', page_number: 2, page_size: 20, tier: 'charter' },
      { search_field: 'sales', page_number: 0, page_size: 20, tier: 'charter', product_tag_value: 'shopper_behavior' },
      { search_field: 'sales', page_number: 0, page_size: 20, tier: 'basic', product_tag_value: 'shopper_behavior' },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=sales&product=shopper_behavior&tier=basic&page=2'),
    );
    await waitFor(() => expect(searchBodies(fetchMock).at(-1)).toMatchObject({ page_number: 1 }));
  });

  it('goes back to the first page when the search changes', async () => {
    const { user, router } = setUpDictionary({ path: '/dataDictionary?search=sales&page=2' });
    await screen.findByRole('link', { name: 'Sales Amount' });
    await user.clear(searchBox());
    await user.type(searchBox(), 'units{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=units'));
  });

  it('restores the view and the selected element from the URL', async () => {
    const { fetchMock, user, router } = setUpDictionary({
      path: '/dataDictionary?search=sales&product=shopper_behavior&tier=basic&page=2&selected=ge-9',
      search: { body: glossaryPage(SALES_HITS, { total_elements: 30, total_pages: 2 }) },
      routes: {
        [itemPath('ge-9')]: {
          body: { ...SALES_UNITS, id: 'ge-9', business_name: 'Gross Margin', dss_business_name: null },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'What is: Gross Margin?' });
    expect(dialog).toHaveAccessibleDescription('The number of units sold, net of returns.');
    expect(within(dialog).getByText('Technical name').nextSibling).toHaveTextContent('sales_units');
    expect(within(dialog).getByText('DSS name').nextSibling).toHaveTextContent('None');
    expect(within(dialog).getByText('Data type').nextSibling).toHaveTextContent('Integer');
    expect(within(dialog).getByText('Field type').nextSibling).toHaveTextContent('Metric');
    expect(within(dialog).getByText('Products').nextSibling).toHaveTextContent('Channel Insights');
    expect(within(dialog).getByText('Available to').nextSibling).toHaveTextContent('Charter users only');

    // Behind the modal dialog.
    expect(screen.getByRole('combobox', { name: 'Search data elements', hidden: true })).toHaveValue('sales');
    expect(screen.getByRole('combobox', { name: 'Products', hidden: true })).toHaveValue('shopper_behavior');
    expect(screen.getByRole('tab', { name: 'Basic', hidden: true })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(searchBodies(fetchMock)).toEqual([
        { search_field: 'sales', page_number: 1, page_size: 20, tier: 'basic', product_tag_value: 'shopper_behavior' },
      ]),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?search=sales&product=shopper_behavior&tier=basic&page=2');
  });

  it('selects an element with the keyboard, in the URL, without asking for it again', async () => {
    const { fetchMock, user, router } = setUpDictionary({ path: '/dataDictionary?search=sales' });
    const link = await screen.findByRole('link', { name: 'Sales Units' });
    expect(link).toHaveAttribute('href', '/dataDictionary?search=sales&selected=ge-2');
    link.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'What is: Sales Units?' });
    expect(router.state.location.search).toBe('?search=sales&selected=ge-2');
    expect(within(dialog).getByText('DSS name').nextSibling).toHaveTextContent('POS Qty');
    expect(callsTo(fetchMock, itemPath('ge-2'))).toHaveLength(0);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=sales'));
  });

  it('selects an element with a click anywhere on its row', async () => {
    const { user, router } = setUpDictionary();
    await screen.findByRole('link', { name: 'Sales Amount' });
    await user.click(screen.getByText('The retail value of the items sold, after markdowns and before taxes.'));
    expect(await screen.findByRole('dialog', { name: 'What is: Sales Amount?' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?selected=ge-1');
    const products = within(within(screen.getByRole('dialog')).getByRole('list', { name: 'Products' }));
    expect(products.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Report Builder',
      'Shopper Behavior',
    ]);
  });

  // Spec section 2's responsive columns (issue 24): the rest of a row behind its toggle, the page never wider.
  it.each([
    [390, ['Name', 'Data type / Field type'], ['Description', 'Available to']],
    [800, ['Name', 'Data type / Field type', 'Description'], ['Available to']],
  ])('at %i px shows the first columns and the rest behind each row’s toggle', async (width, shown, hidden) => {
    stubScreenWidth(width);
    const { user, router } = setUpDictionary();
    await screen.findByRole('link', { name: 'Sales Amount' }, { timeout: 10_000 });
    const table = screen.getByRole('table', { name: 'Data elements' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Details', ...shown]);
    const [amount] = bodyRows();
    expect(amount).not.toHaveTextContent('All users');
    const toggle = within(amount!).getByRole('button', { name: 'Show details of Sales Amount' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // By keyboard: the toggle opens the details without choosing the element.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect([...details.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(hidden);
    expect(details).toHaveTextContent('All users');
    expect(within(details).getByRole('list', { name: 'Products that carry Sales Amount' })).toBeInTheDocument();
    await user.click(within(details).getByText('All users'));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['es-MX', 'Tipo de campo: Métrica', 'Tipo de campo: Dimensión', 'Con contrato', 'Solo usuarios con contrato'],
    [
      'fr-CA',
      'Type de champ : Mesure',
      'Type de champ : Dimension',
      'Sous contrat',
      'Utilisateurs sous contrat seulement',
    ],
  ])('translates field types and the tier in %s (issue 24)', async (language, metric, dimension, tab, charterOnly) => {
    setUpDictionary();
    await screen.findByRole('link', { name: 'Sales Amount' }, { timeout: 10_000 });
    await i18n.changeLanguage(language);
    try {
      const [amount, units, store] = await waitFor(() => {
        const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
        expect(rows[0]).toHaveTextContent(metric);
        return rows;
      });
      expect(amount).not.toHaveTextContent('Metric');
      expect(units).toHaveTextContent(charterOnly);
      expect(store).toHaveTextContent(dimension);
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });

  it('says so when the selected element does not exist', async () => {
    setUpDictionary({ path: '/dataDictionary?selected=gone' });
    const dialog = await screen.findByRole('dialog', { name: 'Data element' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We couldn’t find this data element. It may have been removed.',
    );
  });

  it('lists suggestions as you type, and choosing one searches for it at once', async () => {
    installFakeClock();
    const { user, fetchMock, router } = setUpDictionary({
      routes: {
        [SUGGESTIONS]: ({ url }) => ({
          body: { suggestions: url.searchParams.get('q') === 'sal' ? ['Sales Amount', 'Sales Units'] : [] },
        }),
      },
    });
    await screen.findByRole('link', { name: 'Sales Amount' });
    await user.type(searchBox(), 'sal');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sales Amount', 'Sales Units']);
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    // The typed text is searched after the pause, with the suggestions still listed.
    await elapse(DATA_DICTIONARY.debounceMs);
    await waitFor(() => expect(router.state.location.search).toBe('?search=sal'));
    await screen.findByText('Results: 2');
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(searchBox()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Sales Units' }).id,
    );
    await user.keyboard('{Enter}');
    expect(searchBox()).toHaveValue('Sales Units');
    expect(router.state.location.search).toBe('?search=Sales+Units');
    await waitFor(() => expect(searchBodies(fetchMock).at(-1)).toMatchObject({ search_field: 'Sales Units' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SUGGESTIONS)[0]?.url.searchParams.get('limit')).toBe('8');
  });

  it("downloads the current search and filters under the server's file name", async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    const { user, fetchMock } = setUpDictionary({
      path: '/dataDictionary?search=sales&product=mod_intel&tier=basic&page=2',
      routes: {
        [EXPORT]: {
          raw: 'xlsx bytes',
          headers: {
            'content-type': XLSX,
            'content-disposition': 'attachment; filename="data_element_glossary_2026-11-22.xlsx"',
          },
        },
      },
    });
    await screen.findByRole('link', { name: 'Sales Amount' });
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('data_element_glossary_2026-11-22.xlsx');
    expect(await blob.text()).toBe('xlsx bytes');
    expect(callsTo(fetchMock, EXPORT).map((call) => call.body)).toEqual([
      { search_field: 'sales', product_tag_value: 'mod_intel', tier: 'basic' },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Download failed, please try again' with 'Try again', which downloads again", async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    let fail = true;
    const { user, fetchMock } = setUpDictionary({
      routes: {
        [EXPORT]: () =>
          fail
            ? { status: 503, body: { status: 503, code: 'server.unavailable', message: 'Unavailable' } }
            : { raw: 'xlsx', headers: { 'content-type': XLSX } },
      },
    });
    await screen.findByRole('link', { name: 'Sales Amount' });
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Download failed, please try again');
    expect(save).not.toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith(
      ANALYTICS_EVENTS.apiError,
      expect.objectContaining({ call: 'exportGlossaries' }),
    );

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // Without a file name from the server, the spec's prefix and the date.
    expect(save).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringMatching(/^data_element_glossary_\d{4}-\d{2}-\d{2}\.xlsx$/),
    );
    expect(callsTo(fetchMock, EXPORT).map((call) => call.body)).toEqual([{ tier: 'charter' }, { tier: 'charter' }]);
  });

  it('shows a basic user the Basic tab first, and no Learn more link', async () => {
    const { fetchMock } = setUpDictionary({ user: basicUser() });
    await screen.findByRole('link', { name: 'Sales Amount' });
    expect(screen.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(browseQueries(fetchMock)).toEqual([{ page_number: '0', page_size: '20', tier: 'basic' }]);
    expect(screen.queryByRole('link', { name: 'Learn more' })).not.toBeInTheDocument();
  });

  it('keeps results in the browser for 24 hours, across reloads', async () => {
    const first = setUpDictionary({ path: '/dataDictionary?search=sales' });
    await screen.findByRole('link', { name: 'Sales Amount' });
    first.unmount();

    // A reload: a new page with an empty in-memory cache.
    renderRoutes('/dataDictionary?search=sales', { queryClient: createTestQueryClient() });
    expect(await screen.findByRole('link', { name: 'Sales Amount' })).toBeInTheDocument();
    expect(callsTo(first.fetchMock, SEARCH)).toHaveLength(1);
  });

  it('is linked from the header for signed-in users', async () => {
    setUpDictionary({ path: '/' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Data dictionary' })).toHaveAttribute(
      'href',
      '/dataDictionary',
    );
  });

  describe("in the user's language, with synonyms, filters, rows per page and copy buttons (issue 14)", () => {
    /** Sales Amount for a French user: named and defined in French, found by its English synonym. */
    const MONTANT = element({
      business_name: 'Montant des ventes',
      english_business_name: 'Sales Amount',
      name_locale: 'fr-CA',
      business_definition: 'Dollars enregistrés à la caisse.',
      definition_locale: 'fr-CA',
      synonyms: ['Chiffre d’affaires', 'Revenue'],
      match: { field: 'synonym', kind: 'exact', text: 'Revenue' },
    });
    /** Not translated: shown in English, and said to be. */
    const TURNS = element({
      id: 'ge-9',
      business_name: 'Inventory Turns',
      business_definition: 'How many times the stock sells through in a year.',
      technical_name: 'invn_trns',
      dss_business_name: null,
      available_products: ['mod_intel'],
      match: { field: 'business_definition', kind: 'word', text: 'stock' },
    });

    /** The page's first answer can take a while on a busy machine. */
    const SLOW = { timeout: 10_000 };

    it("says when the product filter, not the term, emptied the list, and 'Clear filters' clears it", async () => {
      const { user, router, fetchMock } = setUpDictionary({
        path: '/dataDictionary?search=sales&product=mod_intel',
        search: { body: glossaryPage([], { unfiltered_total: 42, tag_values: ['chnl_perf_report_builder'] }) },
      });
      expect(
        await screen.findByRole('heading', { level: 2, name: 'No results with the selected product' }, SLOW),
      ).toBeInTheDocument();
      expect(screen.getByText('Results for "sales" in other products: 42.')).toBeInTheDocument();
      expect(screen.queryByText('Try another search term')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(router.state.location.search).toBe('?search=sales'));
      await waitFor(() => expect(searchBodies(fetchMock).at(-1)).not.toHaveProperty('product_tag_value'));
    });

    it('says the term found nothing when no filter is to blame: no Clear filters', async () => {
      setUpDictionary({
        path: '/dataDictionary?search=zzzz&product=mod_intel',
        search: { body: glossaryPage([], { unfiltered_total: 0 }) },
      });
      expect(await screen.findByRole('heading', { level: 2, name: 'No results found for "zzzz"' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    });

    it('offers 20, 50 or 100 rows per page, asks for that many, and keeps the choice in the URL', async () => {
      const { user, router, fetchMock } = setUpDictionary({ path: '/dataDictionary?page=3' });
      await screen.findByRole('link', { name: 'Sales Amount' });
      expect(browseQueries(fetchMock).at(-1)).toMatchObject({ page_size: '20', page_number: '2' });
      await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['20', '50', '100']);
      await user.click(screen.getByRole('option', { name: '50' }));
      await waitFor(() => expect(router.state.location.search).toBe('?size=50'));
      await waitFor(() => expect(browseQueries(fetchMock).at(-1)).toMatchObject({ page_size: '50', page_number: '0' }));
    });

    it('copies technical and DSS names with a button, by keyboard too, and says "Copied"', async () => {
      const { user } = setUpDictionary();
      await screen.findByRole('link', { name: 'Sales Amount' });
      await user.click(screen.getByRole('button', { name: 'Copy technical name sales_amt' }));
      expect(await navigator.clipboard.readText()).toBe('sales_amt');
      expect(await screen.findByText('Copied')).toBeInTheDocument();
      // By keyboard: focus the DSS name's button and press Enter.
      screen.getByRole('button', { name: 'Copy DSS name POS Sales' }).focus();
      await user.keyboard('{Enter}');
      expect(await navigator.clipboard.readText()).toBe('POS Sales');
    });

    it('shows the whole synonym that matched a prefix, the matched part marked, not the matched part alone', async () => {
      const ONLINE = element({
        id: 'ge-10',
        business_name: 'Online Sales Amount',
        technical_name: 'onln_sls_amt',
        synonyms: ['Digital Sales', 'E-commerce Sales'],
        match: { field: 'synonym', kind: 'prefix', text: 'Digit' },
      });
      setUpDictionary({ path: '/dataDictionary?search=digit', search: { body: glossaryPage([ONLINE]) } });
      const row = (await screen.findByRole('link', { name: 'Online Sales Amount' }, SLOW)).closest('tr')!;
      expect(within(row).getByText(/^Also known as:/)).toHaveTextContent('Also known as: Digital Sales');
      expect(within(row).getByText('Digit').tagName).toBe('MARK');
    });

    it('shows names in the language, the English name beneath, synonyms, product chips, and what is in English', async () => {
      const { user } = setUpDictionary({
        path: '/dataDictionary?search=revenue',
        search: { body: glossaryPage([MONTANT, TURNS]) },
      });
      await screen.findByRole('link', { name: 'Montant des ventes' }, SLOW);
      // Nothing is marked "(in English)" for an English reader (the French name is not English either).
      expect(screen.queryAllByText('(in English)')).toHaveLength(0);
      await i18n.changeLanguage('fr-CA');
      try {
        await screen.findByText('Nom anglais :', { exact: false });
        const row = screen.getByRole('link', { name: 'Montant des ventes' }).closest('tr')!;
        expect(within(row).getByText(/^Nom anglais :/)).toHaveTextContent('Nom anglais : Sales Amount');
        expect(within(row).getByText('Sales Amount')).toHaveAttribute('lang', 'en');
        expect(within(row).getByText(/^Aussi appelé :/)).toHaveTextContent('Aussi appelé : Revenue');
        expect(within(row).getByText('Revenue').tagName).toBe('MARK');
        expect(
          within(within(row).getByRole('list', { name: 'Produits qui contiennent Montant des ventes' }))
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual(['Report Builder', 'Shopper Behavior']);
        // Not translated: in English, marked so, with the English language on the text.
        const turns = screen.getByRole('link', { name: 'Inventory Turns' }).closest('tr')!;
        expect(within(turns).getAllByText('(en anglais)')).toHaveLength(2);
        expect(
          within(turns).getByRole('link', { name: 'Inventory Turns' }).querySelector('[lang="en"]'),
        ).not.toBeNull();
        // The copy confirmation in French.
        await user.click(within(row).getByRole('button', { name: 'Copier le nom technique sales_amt' }));
        expect(await within(row).findByText('Copié')).toBeInTheDocument();
        // The detail: synonyms and the English name.
        await user.click(screen.getByRole('link', { name: 'Montant des ventes' }));
        const dialog = await screen.findByRole('dialog', { name: /Montant des ventes/ });
        expect(within(dialog).getByText('Synonymes').nextSibling).toHaveTextContent('Chiffre d’affaires, Revenue');
        expect(within(dialog).getByText('Nom anglais').nextSibling).toHaveTextContent('Sales Amount');
      } finally {
        await i18n.changeLanguage('en-US');
      }
    });
  });
});
