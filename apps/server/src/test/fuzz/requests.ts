/** Generated requests for one route: valid ones, and ones broken in every layer (path, query, headers, body). */
import { HUMAN_PROOF_HEADER } from '@portal/contract/human-check';
import { incidentDetailSchema } from '@portal/contract/support';
import fc from 'fast-check';
import { z } from 'zod';
import type { JsonSchema, Operation, Parameter } from './openapi.js';
import { type Hints, invalidOf, textOf, validOf, wrongTypeValue } from './values.js';
import { COMPANY_BOUND_PARAMS, type PersonaWorld, type PoolValue } from './world.js';

export type FuzzRequest = {
  /** What was generated, for the report: valid, invalid-body, malformed-json, … */
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Company-bound parameters that carried another company's value. */
  foreignParams: string[];
};

/** Routes that take multipart/form-data (not in the OpenAPI document): their text fields and JSON schemas. */
const MULTIPART_ROUTES: Record<string, Record<string, JsonSchema>> = {
  'POST /api/incidents': { incidentDetail: z.toJSONSchema(incidentDetailSchema, { io: 'input' }) as JsonSchema },
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A path segment or a query part, already encoded unless raw; `foreign` names the parameter when it carried another company's value. */
type Part = { value: string; foreign?: string; raw?: boolean };

/** Path segments that routers and decoders trip on. */
const NASTY_SEGMENTS = [
  '%00',
  '..',
  '%2e%2e',
  '%2F',
  '%252F',
  '%',
  '%E0%A4%A',
  '%FF%FE',
  '-1',
  '0',
  '1e3',
  '0x1F',
  ' 1',
  '9'.repeat(40),
  '%F0%9F%98%80',
  '%E2%80%AE',
  'a'.repeat(5000),
  'null',
  'undefined',
  '__proto__',
];

/** Raw query strings that decoders trip on. */
const NASTY_QUERIES = [
  '%',
  '%zz',
  'a=%E0%A4%A',
  '=',
  '&&&',
  'a[b]=1',
  'a[__proto__][x]=1',
  '__proto__=1',
  'constructor=1',
  `x=${'y'.repeat(20_000)}`,
  'page=1&page=2',
  'a=%00',
];

const MALFORMED_JSON = [
  '',
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1}}',
  '\u0000',
  "{'a':1}",
  '{"a":1,}',
  '\ufeff{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '1'.repeat(500),
  '"\\ud800"',
  '{"a":"\\u0000"}',
  'true',
  '[]',
  '"text"',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/octet-stream',
  'application/json, text/plain',
  'no/such',
];

/** Headers a caller may send on any request, beside its persona's. */
const ODD_HEADERS: Record<string, string>[] = [
  { host: 'evil.example' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'javascript' },
  { accept: 'text/html' },
  { accept: 'application/json' },
  { 'accept-language': 'xx-YY,*;q=0' },
  { 'x-request-id': '\u202e'.repeat(3) + 'x'.repeat(200) },
  { cookie: 'portal_session=garbage; portal_session=again' },
  { [HUMAN_PROOF_HEADER]: 'v1.9999999999999.forged' },
  { 'accept-encoding': 'gzip, br, deflate' },
];

export function requestsFor(
  op: Operation,
  world: PersonaWorld,
  baseHeaders: Record<string, string>,
): fc.Arbitrary<FuzzRequest> {
  const multipart = MULTIPART_ROUTES[op.id];
  const hasBody = MUTATING.has(op.method);
  const kinds: { weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }[] = [
    { weight: 6, arbitrary: build(op, world, baseHeaders, 'valid') },
    { weight: 2, arbitrary: build(op, world, baseHeaders, 'invalid-params') },
    { weight: 1, arbitrary: build(op, world, baseHeaders, 'nasty-url') },
    { weight: 1, arbitrary: build(op, world, baseHeaders, 'odd-headers') },
  ];
  if (hasBody) {
    kinds.push(
      { weight: 3, arbitrary: build(op, world, baseHeaders, 'invalid-body') },
      { weight: 1, arbitrary: build(op, world, baseHeaders, 'malformed-json') },
      { weight: 1, arbitrary: build(op, world, baseHeaders, 'wrong-content-type') },
      { weight: 1, arbitrary: build(op, world, baseHeaders, 'malformed-multipart') },
      { weight: 1, arbitrary: build(op, world, baseHeaders, 'no-csrf-header') },
    );
  }
  if (multipart) kinds.push({ weight: 4, arbitrary: build(op, world, baseHeaders, 'multipart') });
  return fc.oneof(...kinds);
}

type Kind =
  | 'valid'
  | 'invalid-params'
  | 'nasty-url'
  | 'odd-headers'
  | 'invalid-body'
  | 'malformed-json'
  | 'wrong-content-type'
  | 'malformed-multipart'
  | 'no-csrf-header'
  | 'multipart';

function build(
  op: Operation,
  world: PersonaWorld,
  baseHeaders: Record<string, string>,
  kind: Kind,
): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const breakParams = kind === 'invalid-params';
  return fc
    .record({
      path: fc.tuple(...pathParams.map((p) => pathValue(p, world, kind === 'nasty-url'))),
      query: fc.tuple(...queryParams.map((p) => queryValue(p, world, breakParams))),
      extraQuery:
        kind === 'nasty-url'
          ? fc.constantFrom(...NASTY_QUERIES)
          : breakParams
            ? fc.constantFrom('', 'unknown=1', 'extra=%F0%9F%98%80')
            : fc.constant(''),
      body: bodyOf(op, kind, world.hints),
      headers: kind === 'odd-headers' ? fc.constantFrom(...ODD_HEADERS) : fc.constant({}),
    })
    .map(({ path, query, extraQuery, body, headers }) => {
      let url = op.path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, path[i]!.raw ? path[i]!.value : encodeComponent(path[i]!.value));
      });
      const search = [...query.flat().map((q) => q.value), extraQuery].filter(Boolean).join('&');
      const foreignParams = [...path, ...query.flat()].flatMap((part) => (part.foreign ? [part.foreign] : []));
      const allHeaders: Record<string, string> = { ...baseHeaders, ...body.headers, ...headers };
      if (kind === 'no-csrf-header') delete allHeaders['x-requested-with'];
      return {
        kind: body.name ? `${kind}:${body.name}` : kind,
        method: op.method,
        url: search ? `${url}?${search}` : url,
        headers: allHeaders,
        payload: body.payload,
        foreignParams,
      };
    });
}

/** encodeURIComponent, but a lone surrogate goes as the bytes UTF-8 makes of it instead of throwing. */
function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')]
      .map((b) =>
        /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
          ? String.fromCharCode(b)
          : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
      )
      .join('');
  }
}

function pathValue(param: Parameter, world: PersonaWorld, nasty: boolean): fc.Arbitrary<Part> {
  // An empty segment would route to another route (trailing slashes are ignored), judged by the wrong schema.
  const fromSchema = fc
    .oneof(validOf(param.schema), wrongTypeValue)
    .map((v) => ({ value: String(v) }))
    .filter((p) => p.value !== '');
  if (nasty)
    return fc.oneof(
      fc.constantFrom(...NASTY_SEGMENTS).map((value) => ({ value, raw: true })),
      fromSchema,
    );
  const pool = world.pools.get(param.name) ?? [];
  if (pool.length === 0) return fromSchema;
  return fc.oneof({ weight: 4, arbitrary: poolPart(param.name, pool) }, { weight: 1, arbitrary: fromSchema });
}

function poolPart(name: string, pool: PoolValue[]): fc.Arbitrary<Part> {
  return fc
    .constantFrom(...pool)
    .map(({ value, foreign }) => ({ value, foreign: foreign && COMPANY_BOUND_PARAMS.has(name) ? name : undefined }));
}

/** Zero or more `name=value` parts of the query string for one parameter. */
function queryValue(param: Parameter, world: PersonaWorld, broken: boolean): fc.Arbitrary<Part[]> {
  const encode = (v: unknown) =>
    `${encodeComponent(param.name)}=${encodeComponent(typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))}`;
  const pool = world.pools.get(param.name);
  const valid: fc.Arbitrary<Part[]> = pool?.length
    ? fc.oneof(
        poolPart(param.name, pool).map((p) => [{ ...p, value: encode(p.value) }]),
        validOf(param.schema, world.hints).map((v) => [{ value: encode(v) }]),
      )
    : validOf(param.schema, world.hints).map((v) => [{ value: encode(v) }]);
  if (broken) {
    return fc.oneof<fc.Arbitrary<Part[]>[]>(
      invalidOf(param.schema).map((v) =>
        Array.isArray(v) ? v.map((item) => ({ value: encode(item) })) : [{ value: encode(v) }],
      ),
      fc.tuple(valid, valid).map(([a, b]) => [...a, ...b]),
      fc.constant<Part[]>([{ value: encodeComponent(param.name) }]),
      fc.constant<Part[]>([]),
    );
  }
  return param.required ? valid : fc.oneof(valid, fc.constant<Part[]>([]));
}

type Body = { payload?: string | Buffer; headers: Record<string, string>; name?: string };
const json = (payload: string): Body => ({ payload, headers: { 'content-type': 'application/json' } });

function bodyOf(op: Operation, kind: Kind, hints: Hints): fc.Arbitrary<Body> {
  if (!MUTATING.has(op.method)) return fc.constant({ headers: {} });
  const schema = op.body?.schema ?? { type: 'object' };
  const valid = validOf(schema, hints).map((v) => JSON.stringify(v) ?? 'null');
  switch (kind) {
    case 'invalid-body':
      return invalidOf(schema, hints).map((v) => json(JSON.stringify(v) ?? 'null'));
    case 'malformed-json':
      return fc
        .oneof(
          fc.constantFrom(...MALFORMED_JSON),
          valid.map((s) => s.slice(0, Math.max(1, s.length - 1))),
        )
        .map(json);
    case 'wrong-content-type':
      return fc
        .tuple(valid, fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([payload, type]) => ({ payload, headers: { 'content-type': type } }));
    case 'malformed-multipart':
      return malformedMultipart();
    case 'multipart':
      return multipartOf(MULTIPART_ROUTES[op.id] ?? {}, hints);
    default:
      return op.body || !MULTIPART_ROUTES[op.id] ? valid.map(json) : multipartOf(MULTIPART_ROUTES[op.id] ?? {}, hints);
  }
}

const BOUNDARY = '----portal-fuzz-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function multipartPart(name: string, value: string, file?: { fileName: string; type: string }): string {
  const disposition = `form-data; name="${name}"${file ? `; filename="${file.fileName}"` : ''}`;
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${file ? `Content-Type: ${file.type}\r\n` : ''}\r\n${value}\r\n`;
}

/** Attachments: acceptable ones (content matching the name and type), and ones the server must refuse. */
const GOOD_FILES = [
  { fileName: 'report.pdf', type: 'application/pdf', content: '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n' },
  { fileName: 'notes.txt', type: 'text/plain', content: 'plain text\n' },
  { fileName: 'data.csv', type: 'text/csv', content: 'a,b\n1,2\n' },
];
const ODD_FILE_NAMES = [
  '.pdf',
  'x.exe',
  'a\u0000.pdf',
  'invoice\u202efdp.exe',
  '../../etc/passwd',
  'a".pdf',
  `${'n'.repeat(400)}.pdf`,
  '😀.txt',
  '',
];
const ODD_CONTENTS = ['\u0089PNG\r\n\u001a\n', '', 'MZ\u0090\u0000', '<script>alert(1)</script>'];
const ODD_TYPES = ['application/pdf', 'image/png', 'text/plain', 'application/x-msdownload', 'text/html', ''];

const attachment = fc.option(
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...GOOD_FILES) },
    {
      weight: 1,
      arbitrary: fc.record({
        fileName: fc.oneof(
          fc.constantFrom(...ODD_FILE_NAMES),
          textOf(0, 30).map((s) => `${s}.txt`),
        ),
        type: fc.constantFrom(...ODD_TYPES),
        content: fc.constantFrom(...ODD_CONTENTS),
      }),
    },
  ),
  { nil: undefined, freq: 2 },
);

/** A well-formed multipart body: the route's JSON fields (valid or not) and maybe a file. Text is UTF-8, file content bytes. */
function multipartOf(fields: Record<string, JsonSchema>, hints: Hints): fc.Arbitrary<Body> {
  const entries = Object.entries(fields);
  const fieldValues = fc.tuple(
    ...entries.map(([, schema]) =>
      fc.oneof({ weight: 3, arbitrary: validOf(schema, hints) }, { weight: 1, arbitrary: invalidOf(schema, hints) }),
    ),
  );
  return fc.tuple(fieldValues, attachment).map(([values, file]) => {
    const chunks = entries.map(([name], i) =>
      Buffer.from(multipartPart(name, JSON.stringify(values[i]) ?? 'null'), 'utf8'),
    );
    if (file) {
      const part = multipartPart('file', '\u0001', { fileName: file.fileName, type: file.type });
      const [head, tail] = part.split('\u0001') as [string, string];
      chunks.push(Buffer.from(head, 'utf8'), Buffer.from(file.content, 'latin1'), Buffer.from(tail, 'utf8'));
    }
    chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
    return { payload: Buffer.concat(chunks), headers: { 'content-type': MULTIPART } };
  });
}

/** Multipart bodies broken in the ways a client or a proxy breaks them, by name. */
function malformedMultipartCases(): Record<string, Body> {
  const whole = `${multipartPart('incidentDetail', '{"a":1}')}${multipartPart('file', 'abc', { fileName: 'a.txt', type: 'text/plain' })}--${BOUNDARY}--\r\n`;
  const typed = (payload: string): Body => ({ payload, headers: { 'content-type': MULTIPART } });
  return {
    'no-boundary': { payload: whole, headers: { 'content-type': 'multipart/form-data' } },
    'empty-boundary': { payload: whole, headers: { 'content-type': 'multipart/form-data; boundary=' } },
    'other-boundary': { payload: whole, headers: { 'content-type': 'multipart/form-data; boundary=other' } },
    'truncated-in-part': typed(whole.slice(0, whole.length / 2)),
    'truncated-in-headers': typed(whole.slice(0, 20)),
    'closing-only': typed(`--${BOUNDARY}--\r\n`),
    empty: typed(''),
    'part-without-name': typed(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
    'huge-part-header': typed(`--${BOUNDARY}\r\nX-Long: ${'h'.repeat(100_000)}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
    'too-many-files': typed(
      Array.from({ length: 12 }, (_, i) =>
        multipartPart('file', 'abc', { fileName: `f${i}.txt`, type: 'text/plain' }),
      ).join('') + `--${BOUNDARY}--\r\n`,
    ),
    'detail-not-json': typed(multipartPart('incidentDetail', 'not json {') + `--${BOUNDARY}--\r\n`),
    'file-over-body-limit': typed(
      `${multipartPart('file', 'x'.repeat(2_000_000), { fileName: 'big.txt', type: 'text/plain' })}--${BOUNDARY}--\r\n`,
    ),
  };
}

function malformedMultipart(): fc.Arbitrary<Body> {
  const cases = Object.entries(malformedMultipartCases());
  return fc.constantFrom(...cases).map(([name, body]) => ({ ...body, name }));
}

/**
 * Paths under /api that no route serves, and documented paths with a method they do not take: they
 * must answer a 404 (or 405) in the error shape, never a success.
 */
// Not '/api/%2e%2e/…': the injected URL is normalised to a path outside /api, which the web app answers.
export const UNKNOWN_ROUTES: Operation = {
  id: 'ANY /api/<unknown>',
  method: 'ANY',
  path: '/api/<unknown>',
  summary: 'routes that do not exist',
  parameters: [],
  responses: new Map([[404, undefined]]),
  form: false,
};

export function unknownRouteRequests(
  known: Operation[],
  baseHeaders: Record<string, string>,
): fc.Arbitrary<FuzzRequest> {
  const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');
  const unknownPath = fc.oneof(
    fc.constantFrom(
      '/api',
      '/api/',
      '/api/v1',
      '/api/v9/identity/user-context',
      '/api/users',
      '/api/..%2f..%2fpackage.json',
      '/api/\u202e',
    ),
    textOf(1, 30).map((s) => `/api/${encodeComponent(s)}`),
  );
  const wrongMethod = fc
    .constantFrom(...known)
    .chain((op) =>
      fc
        .constantFrom(
          ...['PUT', 'PATCH', 'DELETE'].filter((m) => !known.some((k) => k.path === op.path && k.method === m)),
        )
        .map((m) => ({ method: m, path: op.path.replace(/\{[^}]+\}/g, '1') })),
    );
  return fc.oneof(fc.record({ method, path: unknownPath }), wrongMethod).map(({ method: m, path }) => ({
    kind: 'unknown-route',
    method: m,
    url: path,
    headers: { ...baseHeaders, ...(m === 'GET' || m === 'OPTIONS' ? {} : { 'content-type': 'application/json' }) },
    payload: m === 'GET' || m === 'OPTIONS' ? undefined : '{}',
    foreignParams: [],
  }));
}
