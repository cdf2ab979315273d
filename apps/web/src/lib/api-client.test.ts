import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/testing/mock-api';
import type { ApiClientError, BotCheckHandler } from './api-client';
import {
  apiClient,
  CLIENT_ERROR_CODES,
  fileNameFromDisposition,
  registerBotCheckHandler,
  request,
  requestFile,
} from './api-client';
import { browserLocation } from './browser-location';
import { IDLE_FLAG_KEY, SUPER_ADMIN_PERSONA_KEY } from './storage';

async function rejection(promise: Promise<unknown>): Promise<ApiClientError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiClientError;
  }
  throw new Error('expected the call to fail');
}

function unauthorized(message: string) {
  return { status: 401, body: { status: 401, code: 'auth.unauthenticated', message } };
}

describe('api client', () => {
  let assign: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    vi.spyOn(browserLocation, 'current').mockReturnValue('/admin/userList?page=2');
  });

  afterEach(() => {
    localStorage.clear();
  });

  describe('requests', () => {
    it('sends GET under /api with JSON and no-cache headers, same-origin credentials and no anti-forgery header', async () => {
      const fetchMock = mockApi({ 'GET /api/things': { body: { ok: true } } });
      await expect(apiClient.get('/things', { params: { page: 2, q: 'a b', skip: undefined } })).resolves.toEqual({
        ok: true,
      });
      const [call] = callsTo(fetchMock, 'GET /api/things');
      expect(call?.url.search).toBe('?page=2&q=a+b');
      expect(call?.headers.get('cache-control')).toBe('no-cache');
      expect(call?.headers.get('pragma')).toBe('no-cache');
      expect(call?.headers.get('accept')).toBe('application/json');
      expect(call?.headers.has('x-requested-with')).toBe(false);
      expect(call?.init.credentials).toBe('same-origin');
    });

    it('accepts the contract paths that already start with /api', async () => {
      const fetchMock = mockApi({ 'GET /api/v1/identity/user-context': { body: {} } });
      await apiClient.get('/api/v1/identity/user-context');
      expect(callsTo(fetchMock, 'GET /api/v1/identity/user-context')).toHaveLength(1);
    });

    it('sends the anti-forgery header and a JSON body on every non-GET request', async () => {
      const fetchMock = mockApi({
        'POST /api/things': { body: { id: 1 } },
        'PUT /api/things/1': { body: { id: 1 } },
        'DELETE /api/things/1': { status: 204 },
      });
      await apiClient.post('/things', { name: 'x' });
      await apiClient.put('/things/1', { name: 'y' });
      await expect(apiClient.delete('/things/1')).resolves.toBeUndefined();
      for (const key of ['POST /api/things', 'PUT /api/things/1', 'DELETE /api/things/1']) {
        const [call] = callsTo(fetchMock, key);
        expect(call?.headers.get('x-requested-with')).toBe('portal');
      }
      const [post] = callsTo(fetchMock, 'POST /api/things');
      expect(post?.headers.get('content-type')).toBe('application/json');
      expect(post?.body).toEqual({ name: 'x' });
    });

    it('sends the anti-forgery header on a GET that changes the session, when asked', async () => {
      const fetchMock = mockApi({ 'GET /api/users/reset-context': { body: {} } });
      await apiClient.get('/api/users/reset-context', { antiForgery: true });
      const [call] = callsTo(fetchMock, 'GET /api/users/reset-context');
      expect(call?.headers.get('x-requested-with')).toBe('portal');
    });
  });

  describe('errors', () => {
    it('rejects with the server error fields and the answer headers', async () => {
      mockApi({
        'POST /api/things': {
          status: 422,
          body: { status: 422, code: 'request.invalid', message: 'Bad name', details: { field: 'name' } },
          headers: { 'x-request-id': 'r-1' },
        },
      });
      const error = await rejection(apiClient.post('/things', {}));
      expect(error).toMatchObject({
        name: 'ApiClientError',
        status: 422,
        code: 'request.invalid',
        message: 'Bad name',
      });
      expect(error.details).toEqual({ field: 'name' });
      expect(error.headers.get('x-request-id')).toBe('r-1');
      expect(error.translationKey).toBe('errors.request.invalid');
    });

    it("maps a network failure to 'Server not responding!'", async () => {
      vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
      const error = await rejection(apiClient.get('/things'));
      expect(error).toMatchObject({ status: 0, code: CLIENT_ERROR_CODES.serverNotResponding });
      expect(error.message).toBe('Server not responding!');
    });

    it("maps a missing request configuration to 'http config missing!' without calling the server", async () => {
      const fetchMock = mockApi({});
      const error = await rejection(request(undefined));
      expect(error).toMatchObject({ code: CLIENT_ERROR_CODES.configMissing, message: 'http config missing!' });
      await expect(request({ path: '' })).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.configMissing });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("maps an unparseable error answer to 'An unknown http error occurred!'", async () => {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })));
      const error = await rejection(apiClient.get('/things'));
      expect(error).toMatchObject({ status: 502, code: CLIENT_ERROR_CODES.unknown });
      expect(error.message).toBe('An unknown http error occurred!');
    });

    it('rejects a success answer that is not JSON, or does not match the schema, as unknown', async () => {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('not json', { status: 200 })));
      await expect(apiClient.get('/things')).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.unknown });

      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { z } = await import('zod');
      mockApi({ 'GET /api/things': { body: { id: 'not a number' } } });
      await expect(apiClient.get('/things', { schema: z.object({ id: z.number() }) })).rejects.toMatchObject({
        code: CLIENT_ERROR_CODES.unknown,
      });
    });
  });

  describe('files', () => {
    const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

    it('answers the body as a blob with the file name of Content-Disposition, sending the anti-forgery header', async () => {
      const fetchMock = mockApi({
        'POST /api/exports': {
          raw: 'PK-bytes',
          headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="report_2026-11-22.xlsx"' },
        },
      });
      const file = await requestFile({ method: 'POST', path: '/exports', body: { q: 'sales' } });
      expect(file.fileName).toBe('report_2026-11-22.xlsx');
      expect(await file.blob.text()).toBe('PK-bytes');
      expect(file.blob.type).toBe(XLSX);
      const [call] = callsTo(fetchMock, 'POST /api/exports');
      expect(call?.headers.get('x-requested-with')).toBe('portal');
      expect(call?.body).toEqual({ q: 'sales' });
    });

    it('rejects a failed export with the server error, like any call', async () => {
      mockApi({
        'POST /api/exports': { status: 503, body: { status: 503, code: 'server.unavailable', message: 'x' } },
      });
      const error = await rejection(requestFile({ method: 'POST', path: '/exports' }));
      expect(error).toMatchObject({ status: 503, code: 'server.unavailable' });
    });

    it('reads the file name from either form of Content-Disposition, without any folder', () => {
      expect(fileNameFromDisposition('attachment; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.xlsx; filename="x.xlsx"')).toBe(
        'résumé.xlsx',
      );
      expect(fileNameFromDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
      expect(fileNameFromDisposition('attachment; filename="../../etc/a \\"b\\".xlsx"')).toBe('a "b".xlsx');
      expect(fileNameFromDisposition('attachment')).toBeNull();
      expect(fileNameFromDisposition(null)).toBeNull();
    });
  });

  describe('401', () => {
    it.each(['Invalid token', 'Missing token', 'Session Expired'])(
      "'%s' clears the persona selection and goes to sign-in returning to /apps",
      async (message) => {
        localStorage.setItem(SUPER_ADMIN_PERSONA_KEY, 'supplier');
        mockApi({ 'GET /api/things': unauthorized(message) });
        await expect(apiClient.get('/things')).rejects.toMatchObject({ status: 401 });
        expect(localStorage.getItem(SUPER_ADMIN_PERSONA_KEY)).toBeNull();
        expect(localStorage.getItem(IDLE_FLAG_KEY)).toBeNull();
        expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login?lastUrl=%2Fapps');
      },
    );

    it('inactivity stores the idle flag and signs in again returning to the current page', async () => {
      localStorage.setItem(SUPER_ADMIN_PERSONA_KEY, 'supplier');
      mockApi({ 'GET /api/things': unauthorized('User has been inactive for long') });
      await expect(apiClient.get('/things')).rejects.toMatchObject({ status: 401 });
      expect(localStorage.getItem(SUPER_ADMIN_PERSONA_KEY)).toBeNull();
      expect(localStorage.getItem(IDLE_FLAG_KEY)).toBe('1');
      expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login?lastUrl=%2Fadmin%2FuserList%3Fpage%3D2&idle=1');
    });

    it('does not leave the page when the caller asks not to redirect, but still forgets the persona', async () => {
      localStorage.setItem(SUPER_ADMIN_PERSONA_KEY, 'supplier');
      mockApi({ 'GET /api/things': unauthorized('Missing token') });
      await expect(apiClient.get('/things', { redirectOnUnauthorized: false })).rejects.toMatchObject({
        status: 401,
        message: 'Missing token',
      });
      expect(assign).not.toHaveBeenCalled();
      expect(localStorage.getItem(SUPER_ADMIN_PERSONA_KEY)).toBeNull();
    });
  });

  describe('412', () => {
    const botCheck = {
      status: 412,
      body: { status: 412, code: 'request.bot_check_required', message: 'Human check required' },
    };

    it('rejects with the bot-check code when no handler is registered', async () => {
      mockApi({ 'POST /api/lcs/contact-us': botCheck });
      await expect(apiClient.post('/lcs/contact-us', {})).rejects.toMatchObject({
        status: 412,
        code: 'request.bot_check_required',
      });
    });

    it('hands the 412 to the registered handler, whose retry resends the request with extra headers', async () => {
      let attempts = 0;
      const fetchMock = mockApi({
        'POST /api/lcs/contact-us': () => (++attempts === 1 ? botCheck : { body: { sent: true } }),
      });
      const seen: ApiClientError[] = [];
      const handler: BotCheckHandler = ({ error, retry }) => {
        seen.push(error);
        return retry({ 'x-human-check': 'token-1' });
      };
      const unregister = registerBotCheckHandler(handler);
      try {
        await expect(apiClient.post('/lcs/contact-us', { text: 'hi' })).resolves.toEqual({ sent: true });
      } finally {
        unregister();
      }
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ status: 412 });
      const calls = callsTo(fetchMock, 'POST /api/lcs/contact-us');
      expect(calls).toHaveLength(2);
      expect(calls[1]?.headers.get('x-human-check')).toBe('token-1');
      expect(calls[1]?.body).toEqual({ text: 'hi' });

      // Unregistering restores the default.
      attempts = 0;
      await expect(apiClient.post('/lcs/contact-us', {})).rejects.toMatchObject({ code: 'request.bot_check_required' });
    });
  });
});
