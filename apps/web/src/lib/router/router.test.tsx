import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Router, RouteObject } from './router';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from './router';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Layout() {
  return (
    <div>
      <h1>Layout</h1>
      <Where />
      <Outlet />
    </div>
  );
}

function Ticket() {
  const { ticketId } = useParams();
  return <h2>Ticket {ticketId}</h2>;
}

function ShowError() {
  return <p role="alert">Failed: {String((useRouteError() as Error).message)}</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

function renderAt(routes: RouteObject[], initialEntries: string[]) {
  const router = createMemoryRouter(routes, { initialEntries });
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * Clicks, and tells whether the app left the click to the browser (did not prevent its default). The browser's own
 * navigation is cancelled afterwards, at the document, since jsdom cannot navigate.
 */
function clickLeftToBrowser(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const listener = (event: MouseEvent) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  fireEvent.click(element, init);
  document.removeEventListener('click', listener);
  return !prevented;
}

const path = (router: Router) => router.state.location.pathname + router.state.location.search;

describe('routes', () => {
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: <h2>Home</h2> },
        { path: 'tickets/:ticketId', Component: Ticket },
        { path: '*', element: <h2>Not found</h2> },
      ],
    },
  ];

  it('renders the page inside its layout, with its params, synchronously', () => {
    renderAt(routes, ['/tickets/INC-9']);
    expect(screen.getByRole('heading', { name: 'Layout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ticket INC-9' })).toBeInTheDocument();
  });

  it('renders the index route at its parent path and the catch-all elsewhere', async () => {
    const router = renderAt(routes, ['/']);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await act(() => router.navigate('/nowhere'));
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('renders nothing when no route matches', () => {
    const { container } = render(
      <RouterProvider router={createMemoryRouter([{ path: '/a' }], { initialEntries: ['/b'] })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Link', () => {
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: <Link to="/tickets/7?from=home">Open ticket</Link> },
        { path: 'tickets/:ticketId', Component: Ticket },
      ],
    },
  ];

  it('renders an anchor with the href and navigates in the app on a plain left click', () => {
    const router = renderAt(routes, ['/']);
    const link = screen.getByRole('link', { name: 'Open ticket' });
    expect(link).toHaveAttribute('href', '/tickets/7?from=home');
    expect(clickLeftToBrowser(link)).toBe(false);
    expect(path(router)).toBe('/tickets/7?from=home');
    expect(screen.getByRole('heading', { name: 'Ticket 7' })).toBeInTheDocument();
  });

  it.each([
    ['the ctrl key', { ctrlKey: true }],
    ['the meta key', { metaKey: true }],
    ['the shift key', { shiftKey: true }],
    ['the alt key', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_name, init) => {
    const router = renderAt(routes, ['/']);
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Open ticket' }), init)).toBe(true);
    expect(path(router)).toBe('/');
  });

  it('leaves links with another target, another origin or reloadDocument to the browser', () => {
    const router = renderAt(
      [
        {
          path: '/',
          element: (
            <>
              <Link to="/a" target="_blank">
                New tab
              </Link>
              <Link to="https://elsewhere.example/a">Elsewhere</Link>
              <Link to="/a" reloadDocument>
                Reload
              </Link>
            </>
          ),
        },
      ],
      ['/'],
    );
    for (const name of ['New tab', 'Elsewhere', 'Reload']) {
      expect(clickLeftToBrowser(screen.getByRole('link', { name }))).toBe(true);
    }
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', 'https://elsewhere.example/a');
    expect(path(router)).toBe('/');
  });

  it("runs the link's own onClick first, and does not navigate when it prevents the default", () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const router = renderAt(
      [
        {
          path: '/',
          element: (
            <Link to="/b" onClick={onClick}>
              Guarded
            </Link>
          ),
        },
        { path: '/b', element: <h2>B</h2> },
      ],
      ['/'],
    );
    clickLeftToBrowser(screen.getByRole('link', { name: 'Guarded' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(path(router)).toBe('/');
  });
});

describe('history', () => {
  function Buttons() {
    const navigate = useNavigate();
    return (
      <>
        <button onClick={() => void navigate('/b')}>Push</button>
        <button onClick={() => void navigate('/c', { replace: true })}>Replace</button>
        <button onClick={() => void navigate(-1)}>Back</button>
        <Outlet />
      </>
    );
  }
  const routes: RouteObject[] = [{ path: '/', element: <Buttons />, children: [{ path: '*', element: <Where /> }] }];

  it('pushes, replaces and goes back through the entries', () => {
    const router = renderAt(routes, ['/a']);
    fireEvent.click(screen.getByRole('button', { name: 'Push' }));
    expect(path(router)).toBe('/b');
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/c');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/a');
  });

  it('replaces the entry when Navigate renders with replace', async () => {
    const router = renderAt(
      [
        { path: '/old', element: <Navigate to="/new" replace /> },
        { path: '*', element: <Where /> },
      ],
      ['/start', '/old'],
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/new'));
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('where')).toHaveTextContent('/start');
  });

  describe('in the browser', () => {
    let router: Router | undefined;
    afterEach(() => {
      router?.dispose();
      window.history.replaceState(null, '', '/');
    });

    it('writes the browser history and follows back and forward (popstate)', async () => {
      window.history.replaceState(null, '', '/first?x=1');
      router = createBrowserRouter([{ path: '*', element: <Where /> }]);
      render(<RouterProvider router={router} />);
      expect(screen.getByTestId('where')).toHaveTextContent('/first?x=1');

      await act(() => router?.navigate('/second'));
      expect(window.location.pathname).toBe('/second');
      await act(() => router?.navigate('/third', { replace: true }));
      expect(window.location.pathname).toBe('/third');

      act(() => window.history.back());
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/first?x=1'));
      act(() => window.history.forward());
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/third'));
    });
  });
});

describe('useSearchParams', () => {
  const setter: { current: ReturnType<typeof useSearchParams>[1] } = { current: () => undefined };
  const setParams = (...args: Parameters<typeof setter.current>) => setter.current(...args);
  function Search() {
    const [params, set] = useSearchParams();
    useEffect(() => {
      setter.current = set;
    }, [set]);
    return <p data-testid="tab">{params.get('tab') ?? 'none'}</p>;
  }
  const routes: RouteObject[] = [{ path: '/list', element: <Search /> }];

  it('reads the query string and sets it from an object, URLSearchParams or a function, keeping the pathname', () => {
    const router = renderAt(routes, ['/list?tab=a#top']);
    expect(screen.getByTestId('tab')).toHaveTextContent('a');
    act(() => setParams({ tab: 'b', id: ['1', '2'] }));
    expect(path(router)).toBe('/list?tab=b&id=1&id=2');
    expect(screen.getByTestId('tab')).toHaveTextContent('b');
    act(() => setParams(new URLSearchParams('tab=c')));
    expect(path(router)).toBe('/list?tab=c');
    act(() => {
      setParams((previous) => ({ ...Object.fromEntries(previous), page: '2' }));
      setParams((previous) => ({ ...Object.fromEntries(previous), size: '50' }));
    });
    expect(path(router)).toBe('/list?tab=c&page=2&size=50');
    act(() => setParams({}));
    expect(path(router)).toBe('/list');
  });

  it('pushes an entry unless asked to replace it', async () => {
    const router = renderAt(routes, ['/list']);
    act(() => setParams({ tab: 'pushed' }));
    act(() => setParams({ tab: 'replaced' }, { replace: true }));
    await act(() => router.navigate(-1));
    expect(path(router)).toBe('/list');
  });
});

describe('errors', () => {
  it('shows the nearest error element with the error, and clears it on the next location', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderAt(
      [
        {
          path: '/',
          element: <Layout />,
          errorElement: <p>Outer</p>,
          children: [
            { path: 'broken', element: <Broken />, errorElement: <ShowError /> },
            { path: 'fine', element: <h2>Fine</h2> },
          ],
        },
      ],
      ['/broken'],
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: render failed');
    expect(screen.getByRole('heading', { name: 'Layout' })).toBeInTheDocument();
    await act(() => router.navigate('/fine'));
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reaches a parent error element when the route has none', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(
      [{ path: '/', errorElement: <ShowError />, children: [{ path: 'broken', element: <Broken /> }] }],
      ['/broken'],
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: render failed');
  });
});

describe('lazy routes', () => {
  function deferred() {
    let resolve: (component: ComponentType) => void = () => undefined;
    let reject: (error: Error) => void = () => undefined;
    const promise = new Promise<ComponentType>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('shows the fallback until the first page loads, then keeps the current page while the next one loads', async () => {
    const first = deferred();
    const second = deferred();
    const router = renderAt(
      [
        {
          path: '/',
          element: <Layout />,
          HydrateFallback: () => <p>Loading…</p>,
          children: [
            { path: 'one', lazy: () => first.promise.then((Component) => ({ Component })) },
            { path: 'two', lazy: () => second.promise.then((Component) => ({ Component })) },
          ],
        },
      ],
      ['/one'],
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => first.resolve(() => <h2>One</h2>));
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();

    let arrived = false;
    const navigation = router.navigate('/two').then(() => (arrived = true));
    await act(() => Promise.resolve());
    expect(arrived).toBe(false);
    expect(path(router)).toBe('/one');
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    await act(async () => second.resolve(() => <h2>Two</h2>));
    await act(() => navigation);
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
  });

  it("is ready once the first location's routes have loaded, so the first render can be the page", async () => {
    const page = deferred();
    const router = createMemoryRouter(
      [{ path: '/one', lazy: () => page.promise.then((Component) => ({ Component })) }],
      {
        initialEntries: ['/one'],
      },
    );
    let ready = false;
    void router.ready.then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    expect(router.state.initialized).toBe(false);
    page.resolve(() => <h2>One</h2>);
    await router.ready;
    expect(router.state.initialized).toBe(true);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    await expect(createMemoryRouter([{ path: '/', element: <Where /> }]).ready).resolves.toBeUndefined();
  });

  it('lets a later navigation win over one still loading', async () => {
    const slow = deferred();
    const router = renderAt(
      [
        { path: '/slow', lazy: () => slow.promise.then((Component) => ({ Component })) },
        { path: '*', element: <Where /> },
      ],
      ['/start'],
    );
    const stale = router.navigate('/slow');
    await act(() => router.navigate('/fast'));
    await act(async () => slow.resolve(() => <h2>Slow</h2>));
    await act(() => stale);
    expect(screen.getByTestId('where')).toHaveTextContent('/fast');
  });

  it("drops the page's own query change while a navigation away from it loads (a debounced search after a click)", async () => {
    const slow = deferred();
    const setter: { current: ReturnType<typeof useSearchParams>[1] } = { current: () => undefined };
    const setParams = (...args: Parameters<typeof setter.current>) => setter.current(...args);
    function List() {
      const set = useSearchParams()[1];
      useEffect(() => {
        setter.current = set;
      }, [set]);
      return <Where />;
    }
    const router = renderAt(
      [
        { path: '/list', element: <List /> },
        { path: '/record', lazy: () => slow.promise.then((Component) => ({ Component })) },
      ],
      ['/list'],
    );
    const leaving = router.navigate('/record');
    act(() => setParams({ search: 'late' }));
    expect(path(router)).toBe('/list');
    await act(async () => slow.resolve(() => <h2>Record</h2>));
    await act(() => leaving);
    expect(path(router)).toBe('/record');
    act(() => void router.navigate('/list'));
    act(() => setParams({ search: 'now' }));
    expect(path(router)).toBe('/list?search=now');
  });

  it("shows the error element when a route's chunk fails to load, and loads it again on the next visit", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const attempts = [deferred(), deferred()];
    let attempt = 0;
    const router = renderAt(
      [
        {
          path: '/',
          errorElement: <ShowError />,
          children: [
            {
              path: 'page',
              lazy: () =>
                (attempts[attempt++]?.promise ?? Promise.reject(new Error('no more'))).then((Component) => ({
                  Component,
                })),
            },
            { path: 'other', element: <h2>Other</h2> },
          ],
        },
      ],
      ['/other'],
    );
    const failed = router.navigate('/page');
    await act(async () => attempts[0]?.reject(new Error('chunk missing')));
    await act(() => failed);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: chunk missing');

    await act(() => router.navigate('/other'));
    const retried = router.navigate('/page');
    await act(async () => attempts[1]?.resolve(() => <h2>Page</h2>));
    await act(() => retried);
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });
});
