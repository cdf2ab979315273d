import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from '@/lib/router/router';
import { ScrollToTop } from './scroll-to-top';

function Layout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

describe('ScrollToTop (spec section 2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the top when the route changes, and not when only the query changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [{ path: '/', element: <Layout />, children: [{ path: '*', element: <p>page</p> }] }],
      { initialEntries: ['/apps'] },
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate('/profile'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate('/profile?tab=2'));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    await act(() => router.navigate('/dataDictionary'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });
});
