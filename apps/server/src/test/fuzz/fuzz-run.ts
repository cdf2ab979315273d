/**
 * Property-based fuzzing of every route in the OpenAPI document (GET /api/docs), as every persona.
 *
 * Each persona gets a fresh app (seeded demo data), signs in, and sends FUZZ_RUNS generated requests
 * to each documented route: valid ones and ones broken in the path, query, headers and body. Every
 * answer goes through the oracles (oracles.ts): no 5xx, success bodies match the documented schema,
 * errors match `{status, code, message, details?}`, redirects stay on the portal, and no success
 * reveals another company's records.
 *
 * Environment:
 *   FUZZ_SEED     the seed (default fixed, so CI is deterministic)
 *   FUZZ_RUNS     requests per route and persona (default 8; `npm run fuzz` sends 60)
 *   FUZZ_ROUTE    only routes whose "METHOD /path" contains this text
 *   FUZZ_PERSONA  only this persona
 *   FUZZ_REPORT   a file to write every failure to (JSON lines), beside the test's own report
 *   FUZZ_PROFILE  1: print the time spent on each route
 *   FUZZ_TRACE    1: print every request with its status and the start of its answer
 *
 * To reproduce a failure, rerun with the seed, persona and route it prints, e.g.
 *   FUZZ_SEED=20261122 FUZZ_PERSONA=user FUZZ_ROUTE="POST /api/incidents" npx vitest run --project server src/test/fuzz
 * The failing request is printed in full (method, URL, headers, payload) and is the #n-th sample of that
 * route. Narrowing by route can change what earlier requests did to the database, so a failure that
 * depends on earlier writes may need the full persona run to reproduce.
 */
import fs from 'node:fs';
import { ERROR_CODES } from '@portal/contract/errors';
import { HUMAN_CHECK, HUMAN_PROOF_HEADER } from '@portal/contract/human-check';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../helper.js';
import { operationsOf, type OpenApiDocument, type Operation } from './openapi.js';
import { judge, type Failure } from './oracles.js';
import { requestsFor, UNKNOWN_ROUTES, unknownRouteRequests, type FuzzRequest } from './requests.js';
import { loadWorlds, PERSONAS, type Persona } from './world.js';

const SEED = Number(process.env.FUZZ_SEED || 20261122);
const RUNS = Number(process.env.FUZZ_RUNS || 8);
const ONLY_ROUTE = process.env.FUZZ_ROUTE || undefined;
const ONLY_PERSONA = process.env.FUZZ_PERSONA || undefined;

const stats = { requests: 0, documented: 0, routes: new Set<string>(), statuses: new Map<number, number>() };
let startedAt = Date.now();

/** Each part counts its own requests (files of one worker share this module: the server tests do not isolate). */
function resetStats(): void {
  Object.assign(stats, { requests: 0, documented: 0, routes: new Set<string>(), statuses: new Map<number, number>() });
  startedAt = Date.now();
}

/** The suite's report goes to the run's output (the counts are quoted on the issue). */
function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** A seed per persona and route, so one route's samples do not depend on the routes before it. */
function seedOf(persona: string, route: string): number {
  let hash = SEED | 0;
  for (const ch of `${persona} ${route}`) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

async function documentedOperations(t: TestApp): Promise<Operation[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  const formRoutes = new Set(
    t.app.registeredRoutes.filter((r) => r.csrf === 'form').map((r) => `${r.method} ${r.url}`),
  );
  return operationsOf(res.json<OpenApiDocument>(), formRoutes);
}

async function headersOf(t: TestApp, persona: Persona): Promise<Record<string, string>> {
  if (!persona.loginId) return { host: persona.host, [CSRF_HEADER]: CSRF_HEADER_VALUE };
  return asUser(await t.signIn(persona.loginId, persona.host), persona.host);
}

/** True when the answer ended the caller's session (sign-out, or a cookie cleared), so the persona signs in again. */
function endedSession(op: Operation, res: { headers: Record<string, unknown> }): boolean {
  const cookies = [res.headers['set-cookie'] ?? []].flat().map(String);
  return (
    /logout/.test(op.path) ||
    cookies.some((c) => c.startsWith('portal_session=;') || /portal_session=[^;]*;.*Max-Age=0/i.test(c))
  );
}

function describeRequest(req: FuzzRequest): string {
  const payload = req.payload === undefined ? '' : String(req.payload);
  const shown = payload.length > 400 ? `${payload.slice(0, 400)}… (${payload.length} characters)` : payload;
  return `${req.method} ${req.url.length > 300 ? `${req.url.slice(0, 300)}…` : req.url}\n      headers ${JSON.stringify(req.headers)}\n      payload ${JSON.stringify(shown)}`;
}

async function fuzzPersona(persona: Persona): Promise<Failure[]> {
  const t = await createTestApp();
  const failures: Failure[] = [];
  try {
    const documented = await documentedOperations(t);
    stats.documented = documented.length;
    const operations = documented.filter((op) => !ONLY_ROUTE || op.id.includes(ONLY_ROUTE));
    const world = (await loadWorlds(t.ctx.db)).get(persona.name)!;
    let headers = await headersOf(t, persona);
    // Generators take the current headers: the persona signs in again whenever a request ended its session.
    const plan: [Operation, () => fc.Arbitrary<FuzzRequest>][] = operations.map((op) => [
      op,
      () => requestsFor(op, world, headers),
    ]);
    if (!ONLY_ROUTE || UNKNOWN_ROUTES.id.includes(ONLY_ROUTE))
      plan.push([UNKNOWN_ROUTES, () => unknownRouteRequests(documented, headers)]);
    for (const [op, requestsOf] of plan) {
      const t0 = Date.now();
      const samples = fc.sample(requestsOf(), { seed: seedOf(persona.name, op.id), numRuns: RUNS });
      for (const [index, sample] of samples.entries()) {
        let req = sample;
        let res = await send(t, op, req);
        if (isHumanCheckAnswer(res)) {
          // As the web does: hold the button, then retry once with the proof (after the "too fast" window).
          req = {
            ...req,
            kind: `${req.kind}+proof`,
            headers: { ...req.headers, [HUMAN_PROOF_HEADER]: await humanProof(t, req.headers) },
          };
          res = await send(t, op, req);
        }
        if (process.env.FUZZ_TRACE)
          print(
            `${persona.name} ${req.kind} ${req.method} ${req.url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        for (const finding of judge(op, req, res, persona, world)) {
          failures.push({
            ...finding,
            persona: persona.name,
            route: op.id,
            kind: req.kind,
            status: res.statusCode,
            sample: index,
            request: describeRequest(req),
          });
        }
        if (persona.loginId && endedSession(op, res)) {
          const before = headers.cookie;
          headers = await headersOf(t, persona);
          for (const later of samples.slice(index + 1))
            if (later.headers.cookie === before) later.headers.cookie = headers.cookie!;
        }
      }
      if (process.env.FUZZ_PROFILE) print(`${Date.now() - t0} ms ${op.id}`);
    }
    if (persona.loginId) await expectStillSignedIn(t, headers, persona);
  } finally {
    await t.close();
  }
  return failures;
}

async function send(t: TestApp, op: Operation, req: FuzzRequest): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: req.headers,
    payload: req.payload,
  });
  stats.requests += 1;
  if (op !== UNKNOWN_ROUTES) stats.routes.add(op.id);
  stats.statuses.set(res.statusCode, (stats.statuses.get(res.statusCode) ?? 0) + 1);
  return res;
}

function isHumanCheckAnswer(res: LightMyRequestResponse): boolean {
  if (res.statusCode !== 412) return false;
  try {
    return res.json<{ code?: string }>().code === ERROR_CODES.botCheck;
  } catch {
    return false;
  }
}

/** Press and hold for the client of these headers: a challenge, the hold on the test clock, the proof. */
async function humanProof(t: TestApp, headers: Record<string, string>): Promise<string> {
  t.clock.advance(HUMAN_CHECK.windowMs);
  const client = {
    host: headers.host!,
    cookie: headers.cookie ?? '',
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
    'content-type': 'application/json',
  };
  const challenge = await t.app.inject({
    method: 'POST',
    url: '/api/human-check/challenges',
    headers: client,
    payload: '{}',
  });
  t.clock.advance(HUMAN_CHECK.holdMs);
  const proof = await t.app.inject({
    method: 'POST',
    url: '/api/human-check/proofs',
    headers: client,
    payload: { challenge: challenge.json<{ challenge?: string }>().challenge },
  });
  stats.requests += 2;
  return proof.statusCode === 200 ? proof.json<{ proof: string }>().proof : 'no-proof';
}

/** A persona that lost its session early would fuzz as anonymous without anyone noticing: check it did not. */
async function expectStillSignedIn(t: TestApp, headers: Record<string, string>, persona: Persona): Promise<void> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth-status', headers });
  expect(res.json(), `${persona.name} is no longer signed in at the end of its run`).toMatchObject({
    authenticated: true,
    login_id: persona.loginId,
  });
}

function report(failures: Failure[]): string {
  return failures
    .map(
      (f) =>
        `  [${f.oracle}] ${f.persona} ${f.route} (${f.kind}, sample #${f.sample}, seed ${SEED}) → ${f.status}: ${f.detail}\n      ${f.request}`,
    )
    .join('\n');
}

/**
 * Every documented route as each persona of one part (`part` of `parts`, the personas dealt in turn): the personas
 * are shared between test files so that two workers run them side by side.
 */
export function fuzzPersonas(part: number, parts: number): void {
  const personas = PERSONAS.filter((p, index) => index % parts === part && (!ONLY_PERSONA || p.name === ONLY_PERSONA));
  describe(`fuzz part ${part + 1} of ${parts} (${DIALECT_UNDER_TEST}, seed ${SEED}, ${RUNS} requests per route and persona)`, () => {
    beforeAll(resetStats);
    afterAll(() => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      const statuses = [...stats.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      print(
        `fuzz part ${part + 1} of ${parts} (${DIALECT_UNDER_TEST}, seed ${SEED}): ${stats.requests} requests, ${stats.routes.size} of ${stats.documented} documented routes covered (and unknown ones), ${seconds} s; statuses ${statuses}`,
      );
    });

    for (const persona of personas) {
      it(`as ${persona.name}: no 5xx, answers as documented, nothing of another company`, async () => {
        const failures = await fuzzPersona(persona);
        if (process.env.FUZZ_REPORT)
          fs.appendFileSync(process.env.FUZZ_REPORT, failures.map((f) => `${JSON.stringify(f)}\n`).join(''));
        expect(failures, `fuzz failures:\n${report(dedupe(failures))}`).toEqual([]);
      }, 600_000);
    }
  });
}

/** One failure per oracle, persona and route is enough to read. */
function dedupe(failures: Failure[]): Failure[] {
  const seen = new Set<string>();
  return failures.filter((f) => {
    const key = `${f.oracle} ${f.persona} ${f.route}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
