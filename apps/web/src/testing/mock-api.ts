import { FLAG_DEFAULTS } from '@portal/contract/flags';
import { vi } from 'vitest';

export type MockAnswer = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * A body sent as it is (a file), instead of `body` as JSON; give its content-type in `headers`. A string or
   * bytes: the Response of Node's fetch does not read jsdom's Blob.
   */
  raw?: string | Uint8Array<ArrayBuffer>;
};
export type MockRequest = { method: string; url: URL; headers: Headers; body: unknown; init: RequestInit };
export type MockHandler = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/** A 401 as the server sends it without a session. */
export const signedOut: MockAnswer = {
  status: 401,
  body: { status: 401, code: 'auth.unauthenticated', message: 'Missing token' },
};

function toMockRequest(input: RequestInfo | URL, init: RequestInit = {}): MockRequest {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  return {
    method: init.method ?? 'GET',
    url,
    headers: new Headers(init.headers),
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
    init,
  };
}

/** Answers every test gets unless it gives its own: the app reads the flags and the banner on every signed-in page. */
const DEFAULT_ROUTES: Record<string, MockHandler> = {
  'GET /api/v1/feature-flags': { body: { flags: FLAG_DEFAULTS } },
  'GET /api/banner': { body: { announcements: [] } },
};

/**
 * Replaces fetch with a table of answers keyed 'METHOD /path' (query string ignored).
 * Unknown calls answer 404 in the API's error shape. Returns the mock to inspect calls.
 */
export function mockApi(routes: Record<string, MockHandler>) {
  const table = { ...DEFAULT_ROUTES, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = toMockRequest(input, init);
    const handler = table[`${request.method} ${request.url.pathname}`];
    const answer: MockAnswer = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : { status: 404, body: { status: 404, code: 'request.not_found', message: 'Not found' } };
    const status = answer.status ?? 200;
    if (answer.raw !== undefined) return new Response(answer.raw, { status, headers: answer.headers });
    const body = answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body);
    return new Response(body, { status, headers: { 'content-type': 'application/json', ...answer.headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests made to one 'METHOD /path'. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string): MockRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => toMockRequest(input, init))
    .filter((request) => `${request.method} ${request.url.pathname}` === key);
}
