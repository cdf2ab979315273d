import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { urlOneOf, urlText } from '@portal/contract/url-state';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTableState } from '@/lib/use-table-state';
import { elapse, renderRoutes } from '@/testing/render-app';
import { ServerTable } from './data-table';
import { SEARCH_DEBOUNCE_MS, SearchField } from './search-field';

const TABLE = {
  sort: { columns: ['name', 'createdOn'], sortBy: 'createdOn' },
  filters: { search: urlText(50), colour: urlOneOf(['red', 'blue']) },
} as const;

type Row = { name: string };
type Answer = { items: Row[]; total: number; stale?: boolean } | undefined;

function Frame({ answer, onRetry, seen }: { answer: Answer; onRetry?: () => void; seen: (state: unknown) => void }) {
  const { table, filters, update } = useTableState(TABLE);
  seen({ table, filters });
  return (
    <>
      <SearchField
        id="search"
        label="Search"
        value={filters.search ?? ''}
        onSearch={(value) => update({ search: value })}
        maxLength={50}
      />
      <ServerTable
        caption="Things"
        columns={[
          { id: 'name', label: 'Name', sort: 'name' },
          { id: 'note', label: 'Note' },
          { id: 'createdOn', label: 'Created', sort: 'createdOn' },
        ]}
        table={table}
        onChange={update}
        items={answer?.items}
        total={answer?.total}
        stale={answer?.stale}
        renderRows={(rows) =>
          rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell>{row.name}</TableCell>
              <TableCell />
              <TableCell />
            </TableRow>
          ))
        }
        error={onRetry ? { onRetry } : null}
        empty={<p>Nothing yet.</p>}
        pageSizes={[10, 25]}
      />
    </>
  );
}

function setUp(path: string, answer: Answer, onRetry?: () => void) {
  const seen = vi.fn<(state: unknown) => void>();
  const view = renderRoutes(path, {
    routes: [{ path: '/things', element: <Frame answer={answer} onRetry={onRetry} seen={seen} /> }],
  });
  return { ...view, seen };
}

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Thing ${i + 1}` }));

describe('the server-paged list frame', () => {
  it('names the table, marks the sorted column, and sorts a new column descending first', async () => {
    const { user, router } = setUp('/things', { items: rows(2), total: 2 });
    const table = screen.getByRole('table', { name: 'Things' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual([null, null, 'descending']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=name&sortOrder=desc'));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=name&sortOrder=asc'));
  });

  it('shows skeleton rows while the first page loads', () => {
    setUp('/things', undefined);
    expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it('is busy while it shows an earlier answer, and not once the rows are the current ones', () => {
    const { unmount } = setUp('/things', { items: rows(2), total: 2, stale: true });
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Thing 2')).toBeInTheDocument();
    unmount();
    setUp('/things', { items: rows(2), total: 2 });
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the empty state instead of the table, and the error with a retry', async () => {
    setUp('/things', { items: [], total: 0 });
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const retry = vi.fn();
    const { user } = setUp('/things', undefined, retry);
    await user.click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('reads its state from the URL leniently and pages in it, back to page 1 on any other change', async () => {
    const { user, router, seen } = setUp('/things?page=x&pageSize=30&sortBy=secret&colour=green&search=%20ab%20', {
      items: rows(10),
      total: 35,
    });
    expect(seen).toHaveBeenLastCalledWith({
      table: { page: 0, pageSize: 10, sortBy: 'createdOn', sortOrder: 'desc' },
      filters: { search: 'ab', colour: undefined },
    });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('pageSize')).toBe('25'));
    expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false);
  });

  it('searches once typing pauses, not on each keystroke', async () => {
    const { router } = setUp('/things', { items: rows(1), total: 1 });
    // A clock that moves only when told, so no pause can fall between keystrokes however busy the machine.
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    for (const text of ['s', 'su', 'sum', 'summ', 'summi', 'summit ']) {
      fireEvent.change(box, { target: { value: text } });
      await elapse(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(box).toHaveValue('summit ');
    expect(router.state.location.search).toBe('');
    await elapse(1);
    expect(router.state.location.search).toBe('?search=summit');
    fireEvent.change(box, { target: { value: '' } });
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(router.state.location.search).toBe('');
  });
});
