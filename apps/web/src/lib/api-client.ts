import { BOT_BLOCK_STATUS } from '@portal/contract/constants';
import type { ApiError } from '@portal/contract/errors';
import { ERROR_CODES, unauthorizedAction } from '@portal/contract/errors-core';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity-core';
import type { z } from 'zod';
import { browserLocation } from './browser-location';
import { signInUrl } from './sign-in-url';
import { IDLE_FLAG_KEY, removeStorage, SUPER_ADMIN_PERSONA_KEY, writeStorage } from './storage';

const API_BASE = '/api';

/** Codes of failures the client detects itself; `errors.<code>` in the catalogues translates them (spec section 8). */
export const CLIENT_ERROR_CODES = {
  serverNotResponding: 'http.server_not_responding',
  configMissing: 'http.config_missing',
  unknown: 'http.unknown',
} as const;

const CLIENT_ERROR_MESSAGES: Record<(typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES], string> = {
  'http.server_not_responding': 'Server not responding!',
  'http.config_missing': 'http config missing!',
  'http.unknown': 'An unknown http error occurred!',
};

export type ApiClientErrorInit = {
  status: number;
  code: string;
  message: string;
  details?: unknown;
  headers?: Headers;
};

/** Every failed call rejects with this: the server's `{status, code, message, details}` plus the answer's headers. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly headers: Headers;

  constructor(init: ApiClientErrorInit) {
    super(init.message);
    this.name = 'ApiClientError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.headers = init.headers ?? new Headers();
  }

  /** The catalogue key that translates this error. */
  get translationKey(): string {
    return `errors.${this.code}`;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

function clientError(
  code: (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES],
  status: number,
  extra: { details?: unknown; headers?: Headers } = {},
): ApiClientError {
  return new ApiClientError({ status, code, message: CLIENT_ERROR_MESSAGES[code], ...extra });
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions<T> = {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (analytics on sign-out). */
  keepalive?: boolean;
  /**
   * Validates the answer; a mismatch rejects as an unknown http error. The server already sends every JSON answer
   * through the same contract schema (Fastify's response serializer), so the shell's and the launcher's calls leave
   * it out and pass the type instead: those pages then load no zod (decision record 036).
   */
  schema?: z.ZodType<T>;
  /**
   * On 401 the client clears the super-admin persona selection and sends the browser to sign-in.
   * Pass false where a 401 is an expected answer (e.g. public pages asking whether someone is signed in).
   */
  redirectOnUnauthorized?: boolean;
  /**
   * Sends the anti-forgery header on a GET too: the acting-context calls are GETs (as the spec lists them) that
   * change the session, and the server checks them like every mutation.
   */
  antiForgery?: boolean;
};

export type RequestConfig<T> = RequestOptions<T> & {
  method?: HttpMethod;
  /** A path under /api: either '/v1/…' or the full '/api/v1/…' of the contract's path constants. */
  path: string;
  body?: unknown;
};

export type BotCheckContext<T> = {
  /** The 412 answer. */
  error: ApiClientError;
  /** Sends the same request again, with extra headers (e.g. the proof of the human check). */
  retry: (extraHeaders?: Record<string, string>) => Promise<T>;
};
export type BotCheckHandler = <T>(context: BotCheckContext<T>) => Promise<T>;

/** Without a human-check dialog, a 412 rejects with the bot-check code. */
export const rejectBotCheck: BotCheckHandler = ({ error }) =>
  Promise.reject(
    new ApiClientError({
      status: error.status,
      code: ERROR_CODES.botCheck,
      message: error.message,
      details: error.details,
      headers: error.headers,
    }),
  );

let botCheckHandler: BotCheckHandler = rejectBotCheck;

/**
 * The one place a 412 (bot check) answer is handled. Returns a function that restores the previous handler.
 * The handler's result is what the original call resolves with (normally `retry()`'s).
 */
export function registerBotCheckHandler(handler: BotCheckHandler): () => void {
  const previous = botCheckHandler;
  botCheckHandler = handler;
  return () => {
    if (botCheckHandler === handler) botCheckHandler = previous;
  };
}

export { pathWithParams } from '@portal/contract/page-bootstrap-core';

function buildUrl(path: string, params: QueryParams | undefined): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  const base =
    normalised === API_BASE || normalised.startsWith(`${API_BASE}/`) ? normalised : `${API_BASE}${normalised}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

function buildHeaders<T>(method: HttpMethod, config: RequestConfig<T>): Headers {
  const { body, headers: extra } = config;
  const headers = new Headers({
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  });
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (method !== 'GET' || config.antiForgery) headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
  return headers;
}

type ParsedBody = { ok: true; value: unknown } | { ok: false };

async function readBody(response: Response): Promise<ParsedBody> {
  if (response.status === 204 || response.status === 205) return { ok: true, value: undefined };
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { ok: false };
  }
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Whether a body has the error shape of the contract (`apiErrorSchema`), checked by hand: every page handles errors,
 * and this keeps zod out of the pages that build no schema (decision record 036).
 */
function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { status, code, message } = value as Record<string, unknown>;
  return Number.isInteger(status) && typeof code === 'string' && typeof message === 'string';
}

function errorFromAnswer(response: Response, body: ParsedBody): ApiClientError {
  if (!body.ok || !isApiError(body.value))
    return clientError(CLIENT_ERROR_CODES.unknown, response.status, { headers: response.headers });
  const { code, message, details } = body.value;
  return new ApiClientError({ status: response.status, code, message, details, headers: response.headers });
}

/** After a 401: go to sign-in as the contract's unauthorizedAction() says. */
function redirectToSignIn(message: string): void {
  const action = unauthorizedAction(message, browserLocation.current());
  if (action.idle) writeStorage(IDLE_FLAG_KEY, '1');
  browserLocation.assign(signInUrl(action.returnTo, { idle: action.idle }));
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Turns a successful answer into the call's result. */
type AnswerReader<T> = (response: Response, config: RequestConfig<T>) => Promise<T>;

async function readJson<T>(response: Response, config: RequestConfig<T>): Promise<T> {
  const parsed = await readBody(response);
  if (!parsed.ok) throw clientError(CLIENT_ERROR_CODES.unknown, response.status, { headers: response.headers });
  if (!config.schema) return parsed.value as T;
  const checked = config.schema.safeParse(parsed.value);
  if (!checked.success) {
    console.error(`Unexpected answer from ${config.method ?? 'GET'} ${config.path}`, checked.error.issues);
    throw clientError(CLIENT_ERROR_CODES.unknown, response.status, {
      details: checked.error.issues,
      headers: response.headers,
    });
  }
  return checked.data;
}

/** A file the server sent (an export): its content and the name given in Content-Disposition, if any. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

function baseName(name: string): string {
  return name.split(/[/\\]/).pop()?.trim() ?? '';
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, else `filename="…"`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const name = baseName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
      if (name) return name;
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  const name = value ? baseName(value) : '';
  return name || null;
}

async function readFile(response: Response): Promise<DownloadedFile> {
  try {
    const blob = await response.blob();
    return { blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
  } catch {
    throw clientError(CLIENT_ERROR_CODES.unknown, response.status, { headers: response.headers });
  }
}

async function send<T>(config: RequestConfig<T>, allowBotCheck: boolean, read: AnswerReader<T>): Promise<T> {
  const method = config.method ?? 'GET';
  const body = config.body;
  let response: Response;
  try {
    response = await fetch(buildUrl(config.path, config.params), {
      method,
      headers: buildHeaders(method, config),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: config.signal,
      keepalive: config.keepalive,
    });
  } catch (error) {
    if (isAbort(error) || config.signal?.aborted) throw error;
    throw clientError(CLIENT_ERROR_CODES.serverNotResponding, 0, { details: String(error) });
  }

  if (!response.ok) {
    const error = errorFromAnswer(response, await readBody(response));
    if (response.status === 401) {
      // The session is gone: a saved super-admin persona selection no longer applies.
      removeStorage(SUPER_ADMIN_PERSONA_KEY);
      if (config.redirectOnUnauthorized !== false) redirectToSignIn(error.message);
    }
    if (response.status === BOT_BLOCK_STATUS && allowBotCheck) {
      return botCheckHandler<T>({
        error,
        retry: (extraHeaders) => send({ ...config, headers: { ...config.headers, ...extraHeaders } }, false, read),
      });
    }
    throw error;
  }
  return read(response, config);
}

/** Sends one call to the API. Rejects with ApiClientError. */
export function request<T = unknown>(config: RequestConfig<T> | undefined): Promise<T> {
  if (!config || typeof config.path !== 'string' || config.path.trim() === '') {
    return Promise.reject(clientError(CLIENT_ERROR_CODES.configMissing, 0));
  }
  return send(config, true, readJson);
}

/**
 * Sends a call whose successful answer is a file (an export); failures are answered in JSON and reject with
 * ApiClientError as for any other call.
 */
export function requestFile(
  config: Omit<RequestConfig<DownloadedFile>, 'schema'> | undefined,
): Promise<DownloadedFile> {
  if (!config || typeof config.path !== 'string' || config.path.trim() === '') {
    return Promise.reject(clientError(CLIENT_ERROR_CODES.configMissing, 0));
  }
  return send(config, true, readFile);
}

export const apiClient = {
  request,
  get: <T = unknown>(path: string, options: RequestOptions<T> = {}) => request<T>({ ...options, path, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options: RequestOptions<T> = {}) =>
    request<T>({ ...options, path, body, method: 'POST' }),
  put: <T = unknown>(path: string, body?: unknown, options: RequestOptions<T> = {}) =>
    request<T>({ ...options, path, body, method: 'PUT' }),
  patch: <T = unknown>(path: string, body?: unknown, options: RequestOptions<T> = {}) =>
    request<T>({ ...options, path, body, method: 'PATCH' }),
  delete: <T = unknown>(path: string, options: RequestOptions<T> = {}) =>
    request<T>({ ...options, path, method: 'DELETE' }),
};
