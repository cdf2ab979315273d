import { urlText } from '@portal/contract/url-state';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { adminTablePageSizeKey } from '@/lib/storage';
import { renderRoutes } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';
import type { AdminColumn } from './admin-table';
import { AdminTable } from './admin-table';
import { useAdminTableState } from './use-admin-table-state';
import { applyMuiStyles } from '@/testing/mui-styles';

const RULE = {
  sort: { columns: ['name', 'createdOn'], sortBy: 'createdOn' },
  filters: { search: urlText(50) },
} as const;

type Row = { id: string; name: string; status: string; email: string; createdOn: string; note: string };
type Answer = { items: Row[]; total: number } | undefined;

const COLUMNS: AdminColumn<'name' | 'createdOn', Row>[] = [
  { id: 'name', label: 'Name', sort: 'name', text: (row) => row.name },
  { id: 'status', label: 'Status', text: (row) => row.status },
  { id: 'email', label: 'E-mail', text: (row) => row.email, truncate: 17 },
  { id: 'createdOn', label: 'Created', sort: 'createdOn', date: (row) => row.createdOn },
  { id: 'note', label: 'Note', text: (row) => row.note },
];

type Options = {
  answer: Answer;
  onRetry?: () => void;
  onSelection?: (ids: string[]) => void;
  onAction?: (action: string, row: Row) => void;
  responsive?: boolean;
  emptyNext?: string;
};

function Harness({
  answer,
  onRetry,
  onSelection,
  onAction,
  responsive,
  emptyNext,
  seen,
}: Options & { seen: (s: unknown) => void }) {
  const { table, filters, update } = useAdminTableState('things', RULE);
  const [selected, setSelected] = useState<string[]>([]);
  seen({ table, filters });
  return (
    <AdminTable
      caption="Things"
      columns={COLUMNS}
      table={table}
      onChange={update}
      items={answer?.items}
      total={answer?.total}
      error={onRetry ? { onRetry } : null}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      responsive={responsive}
      emptyState={emptyNext ? { next: emptyNext, searched: Boolean(filters.search) } : undefined}
      selection={
        onSelection
          ? {
              selected,
              onChange: (ids) => {
                setSelected(ids);
                onSelection(ids);
              },
            }
          : undefined
      }
      rowActions={
        onAction
          ? (row) => [
              { id: 'view', label: 'View', onSelect: () => onAction('view', row) },
              { id: 'edit', label: 'Edit', onSelect: () => onAction('edit', row) },
            ]
          : undefined
      }
    />
  );
}

function setUp(path: string, options: Options) {
  const seen = vi.fn<(state: unknown) => void>();
  const view = renderRoutes(path, { routes: [{ path: '/things', element: <Harness {...options} seen={seen} /> }] });
  return { ...view, seen };
}

const thing = (i: number): Row => ({
  id: String(i),
  name: `Thing ${i}`,
  status: 'Active',
  email: `someone.long${i}@example.com`,
  createdOn: '2026-11-02',
  note: 'A note',
});
const page = (count: number) => ({ items: Array.from({ length: count }, (_, i) => thing(i + 1)), total: 40 });
const headers = () => within(screen.getByRole('table', { name: 'Things' })).getAllByRole('columnheader');
const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('the admin table', () => {
  it('shows skeleton rows across every column while the page loads', () => {
    setUp('/things', { answer: undefined, onSelection: vi.fn(), onAction: vi.fn() });
    const skeleton = screen.getAllByTestId('table-skeleton-row');
    expect(skeleton).toHaveLength(5);
    // Selection, the five columns and the actions.
    expect(skeleton[0]?.children).toHaveLength(7);
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty overlay, at least 512 px high, instead of the table', () => {
    applyMuiStyles();
    setUp('/things', { answer: { items: [], total: 0 } });
    expect(screen.getByText('No data available.')).toBeInTheDocument();
    expect(screen.getByTestId('admin-table-empty')).toHaveStyle({ minHeight: '512px' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says the table's next step when empty", () => {
    const next = 'Choose Add thing to make the first one.';
    setUp('/things', { answer: { items: [], total: 0 }, emptyNext: next });
    const empty = screen.getByTestId('admin-table-empty');
    expect(empty).toHaveTextContent(`No data available.${next}`);
  });

  it('advises changing the search rather than the next step when a search finds nothing', () => {
    setUp('/things?search=zebra', { answer: { items: [], total: 0 }, emptyNext: 'Choose Add thing.' });
    const empty = screen.getByTestId('admin-table-empty');
    expect(empty).toHaveTextContent('Nothing matches your search or filters.');
    expect(empty).not.toHaveTextContent('Choose Add thing.');
  });

  it('shows the admin error overlay with a retry, in each language', async () => {
    const retry = vi.fn();
    const { user } = setUp('/things', { answer: undefined, onRetry: retry });
    expect(screen.getByText('Something went wrong...!')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while performing the operation')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    await act(() => i18n.changeLanguage('es-MX'));
    expect(screen.getByText('¡Algo salió mal...!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('sorts a column descending first, then ascending, in the URL', async () => {
    const { user, router } = setUp('/things', { answer: page(10) });
    expect(headers().map((h) => h.getAttribute('aria-sort'))).toEqual([null, null, null, 'descending', null]);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=name&sortOrder=desc'));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=name&sortOrder=asc'));
  });

  it('reproduces a view from its link', () => {
    const { seen } = setUp('/things?page=3&pageSize=25&sortBy=name&sortOrder=asc&search=acme', { answer: page(25) });
    expect(seen).toHaveBeenLastCalledWith({
      table: { page: 2, pageSize: 25, sortBy: 'name', sortOrder: 'asc' },
      filters: { search: 'acme' },
    });
    expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toHaveTextContent('25');
  });

  it('offers the admin page sizes and remembers the one chosen, per table, behind a size in the URL', async () => {
    const first = setUp('/things', { answer: page(10) });
    await first.user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['10', '25', '50', '75', '100']);
    await first.user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(search(first.router).get('pageSize')).toBe('50'));
    expect(window.localStorage.getItem(adminTablePageSizeKey('things'))).toBe('50');
    first.unmount();

    const again = setUp('/things', { answer: page(10) });
    expect(again.seen).toHaveBeenLastCalledWith(
      expect.objectContaining({ table: expect.objectContaining({ pageSize: 50 }) }),
    );
    again.unmount();

    const linked = setUp('/things?pageSize=75', { answer: page(10) });
    expect(linked.seen).toHaveBeenLastCalledWith(
      expect.objectContaining({ table: expect.objectContaining({ pageSize: 75 }) }),
    );
    linked.unmount();

    window.localStorage.setItem(adminTablePageSizeKey('things'), '30');
    const unknown = setUp('/things', { answer: page(10) });
    expect(unknown.seen).toHaveBeenLastCalledWith(
      expect.objectContaining({ table: expect.objectContaining({ pageSize: 10 }) }),
    );
  });

  it('selects rows one by one and the whole page, and reports the selection', async () => {
    const onSelection = vi.fn();
    const { user } = setUp('/things', { answer: page(3), onSelection });
    await user.click(screen.getByRole('checkbox', { name: 'Select Thing 2' }));
    expect(onSelection).toHaveBeenLastCalledWith(['2']);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(onSelection).toHaveBeenLastCalledWith(['2', '1', '3']);
    expect(screen.getByRole('checkbox', { name: 'Select Thing 3' })).toBeChecked();
    await user.click(all);
    expect(onSelection).toHaveBeenLastCalledWith([]);
  });

  it('opens a row action menu from the keyboard and returns focus to its button', async () => {
    const onAction = vi.fn();
    const { user } = setUp('/things', { answer: page(2), onAction });
    const button = screen.getByRole('button', { name: 'Actions for Thing 2' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'View' })).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('edit', thing(2));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onAction).toHaveBeenCalledOnce();
  });

  it.each([
    [375, ['Name', 'Status']],
    [800, ['Name', 'Status', 'E-mail']],
  ])('at %i px shows the first configured columns and the rest of a row behind its toggle', async (width, shown) => {
    stubScreenWidth(width);
    const { user } = setUp('/things', { answer: page(2) });
    expect(headers().map((h) => h.textContent)).toEqual(['Details', ...shown]);
    const toggle = screen.getByRole('button', { name: 'Show details of Thing 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Only this row's details are open.
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(
      COLUMNS.map((c) => c.label).slice(shown.length),
    );
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(definitions).toContain('02-11-2026');
    expect(definitions).toContain('A note');
  });

  it('shows every column at 1200 px, and on any screen when the table opts out', () => {
    stubScreenWidth(1200);
    const wide = setUp('/things', { answer: page(2) });
    expect(headers().map((h) => h.textContent)).toEqual(COLUMNS.map((c) => c.label));
    expect(screen.queryByRole('button', { name: /Show details/ })).not.toBeInTheDocument();
    wide.unmount();

    stubScreenWidth(375);
    setUp('/things', { answer: page(2), responsive: false });
    expect(headers().map((h) => h.textContent)).toEqual(COLUMNS.map((c) => c.label));
    // Wider than the phone, it scrolls in its own box, which the keyboard can reach to scroll.
    expect(screen.getByRole('region', { name: 'Things' })).toHaveAttribute('tabindex', '0');
  });

  it('cuts long text at the column length with see more / see less, and shows admin dates as DD-MM-YYYY', async () => {
    const { user } = setUp('/things', { answer: { items: [{ ...thing(1), note: 'n'.repeat(60) }], total: 1 } });
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText(`${'n'.repeat(50)}…`)).toBeInTheDocument();
    expect(within(row).getByText('someone.long1@exa…')).toBeInTheDocument();
    expect(within(row).getByText('02-11-2026')).toBeInTheDocument();
    const [, more] = within(row).getAllByRole('button', { name: 'see more' });
    await user.click(more as HTMLElement);
    expect(within(row).getByText('n'.repeat(60))).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'see less' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(within(row).getByText('02-11-2026')).toBeInTheDocument();
  });
});
