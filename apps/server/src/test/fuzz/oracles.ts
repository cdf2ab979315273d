/** What every answer must satisfy, whatever was sent. */
import zlib from 'node:zlib';
import { apiErrorSchema } from '@portal/contract/errors';
import { Ajv, type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import type { JsonSchema, Operation } from './openapi.js';
import type { FuzzRequest } from './requests.js';
import type { Persona, PersonaWorld } from './world.js';

export type Oracle =
  | 'server-error'
  | 'undocumented-status'
  | 'response-schema'
  | 'error-shape'
  | 'open-redirect'
  | 'foreign-id-accepted'
  | 'foreign-data'
  | 'view-only-write';

export type Finding = { oracle: Oracle; detail: string };

// Formats are left out on purpose: the document carries a pattern beside each format it uses.
const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
const { $schema: _ignored, ...errorJsonSchema } = z.toJSONSchema(apiErrorSchema) as JsonSchema;
const validateError = ajv.compile(errorJsonSchema);
const validators = new Map<JsonSchema, ValidateFunction>();

function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/**
 * Non-GET routes that a view-only caller may still call with success: they read (searches and
 * exports posted as JSON, launches, the human check), are sign-in, sign-out and analytics events, or
 * are the anonymous password-reset forms (they act on the login id given, not on the caller).
 */
const VIEW_ONLY_ALLOWED = [
  /^\/api\/password-reset/,
  /\/search-glossaries$/,
  /\/export-glossaries$/,
  // Global user management's list and export (decision 051).
  /^\/api\/users(\/export)?$/,
  // The activity log's list, code lists and download (decision 052).
  /^\/api\/activity-logs(\/eventlist|\/applicationlist|\/download|\/days)?$/,
  /\/fetch-active-partner-access-apps$/,
  /\/launches$/,
  /^\/api\/human-check\//,
  /^\/api\/analytics\/events$/,
  /^\/api\/login$/,
  /logout$/,
];
/** GET routes that change state (issue 10, finding 7), refused to a view-only caller all the same. */
const MUTATING_GETS = [/^\/api\/pwd-reset-link$/];

export function judge(
  op: Operation,
  req: FuzzRequest,
  res: LightMyRequestResponse,
  persona: Persona,
  world: PersonaWorld,
): Finding[] {
  const status = res.statusCode;
  const findings: Finding[] = [];
  if (status >= 500) findings.push({ oracle: 'server-error', detail: `${status} ${res.body.slice(0, 300)}` });
  if (status >= 300 && status < 400) findings.push(...judgeRedirect(res));
  else if (status >= 200 && status < 300) findings.push(...judgeSuccess(op, req, res, persona, world));
  else findings.push(...judgeError(op, req, res));
  return findings;
}

function isJson(res: LightMyRequestResponse): boolean {
  return String(res.headers['content-type'] ?? '').startsWith('application/json');
}

/** The body as text, decompressed when the server compressed it. */
function textOf(res: LightMyRequestResponse): string {
  const encoding = String(res.headers['content-encoding'] ?? '');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(res.rawPayload).toString('utf8');
  return res.body;
}

function parse(res: LightMyRequestResponse): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(textOf(res)) };
  } catch {
    return { ok: false };
  }
}

/** A redirect stays on the portal: a path, never `//host`, `/\host` or another origin. */
function judgeRedirect(res: LightMyRequestResponse): Finding[] {
  const location = String(res.headers.location ?? '');
  if (/^\/(?![/\\])/.test(location) && !/[\t\r\n]/.test(location)) return [];
  return [{ oracle: 'open-redirect', detail: `Location: ${JSON.stringify(location)}` }];
}

/**
 * An error answer is `{status, code, message, details?}` with the HTTP status. Server-rendered pages,
 * and form posts not sent as JSON, may answer an HTML page instead.
 */
function judgeError(op: Operation, req: FuzzRequest, res: LightMyRequestResponse): Finding[] {
  const isPage = [...op.responses.values()].every((schema) => schema === undefined);
  const isFormPost = op.form && !String(req.headers['content-type'] ?? '').includes('application/json');
  if ((isPage || isFormPost) && String(res.headers['content-type'] ?? '').startsWith('text/html')) return [];
  const body = parse(res);
  if (!isJson(res) || !body.ok)
    return [
      {
        oracle: 'error-shape',
        detail: `${res.statusCode} ${String(res.headers['content-type'])}: ${res.body.slice(0, 200)}`,
      },
    ];
  if (!validateError(body.value))
    return [{ oracle: 'error-shape', detail: `${ajv.errorsText(validateError.errors)}: ${res.body.slice(0, 200)}` }];
  const value = body.value as { status: number; code: string };
  if (value.status !== res.statusCode || value.code === '' || value.code.startsWith('FST_')) {
    return [{ oracle: 'error-shape', detail: `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}` }];
  }
  return [];
}

function judgeSuccess(
  op: Operation,
  req: FuzzRequest,
  res: LightMyRequestResponse,
  persona: Persona,
  world: PersonaWorld,
): Finding[] {
  const findings: Finding[] = [];
  if (op.responses.size > 0 && !op.responses.has(res.statusCode)) {
    findings.push({
      oracle: 'undocumented-status',
      detail: `${res.statusCode}, documented: ${[...op.responses.keys()].join(', ')}`,
    });
  }
  const schema = op.responses.get(res.statusCode);
  if (schema && res.statusCode !== 204) findings.push(...judgeBody(schema, res));
  if (world.external && req.foreignParams.length > 0) {
    findings.push({
      oracle: 'foreign-id-accepted',
      detail: `another company's ${req.foreignParams.join(', ')} answered ${res.statusCode}`,
    });
  }
  const leaked = leakedSecrets(res, world);
  if (leaked.length > 0)
    findings.push({ oracle: 'foreign-data', detail: `body contains ${leaked.slice(0, 3).join(', ')}` });
  if (persona.name === 'spectator' && isStateChanging(op))
    findings.push({ oracle: 'view-only-write', detail: `answered ${res.statusCode}` });
  return findings;
}

function judgeBody(schema: JsonSchema, res: LightMyRequestResponse): Finding[] {
  const body = parse(res);
  if (!isJson(res) || !body.ok)
    return [{ oracle: 'response-schema', detail: `not JSON (${String(res.headers['content-type'])})` }];
  const validate = validatorOf(schema);
  if (validate(body.value)) return [];
  return [{ oracle: 'response-schema', detail: `${ajv.errorsText(validate.errors)}: ${res.body.slice(0, 200)}` }];
}

function isStateChanging(op: Operation): boolean {
  if (op.method === 'GET') return MUTATING_GETS.some((re) => re.test(op.path));
  return !VIEW_ONLY_ALLOWED.some((re) => re.test(op.path));
}

/**
 * Another company's login ids, e-mail addresses and incident references in a success body: as whole
 * JSON strings, and (addresses and references, which cannot occur by chance) anywhere in the text.
 */
function leakedSecrets(res: LightMyRequestResponse, world: PersonaWorld): string[] {
  if (world.secrets.size === 0) return [];
  const found = new Set<string>();
  const body = isJson(res) ? parse(res) : { ok: false as const };
  if (body.ok) {
    for (const text of stringsOf(body.value)) if (world.secrets.has(text.toLowerCase())) found.add(text);
  }
  const lower = textOf(res).toLowerCase();
  for (const secret of world.secrets) {
    if ((secret.includes('@') || /^\d{6}-\d{6}$/.test(secret)) && lower.includes(secret)) found.add(secret);
  }
  return [...found];
}

function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* stringsOf(item);
}

/** A finding with where it was found: the persona, the route, the kind and number of the sample, the request. */
export type Failure = Finding & {
  persona: string;
  route: string;
  kind: string;
  status: number;
  sample: number;
  request: string;
};
