import { HUMAN_CHECK } from '@portal/contract/human-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../test/helper.js';
import { HumanProofs } from './human-check.js';

describe(`human proofs and protected-post counters (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  // The first character carries six whole bits of the base64url text; the last may carry padding bits a decoder ignores.
  const alteredFirst = (part: string) => (part.startsWith('A') ? 'B' : 'A') + part.slice(1);

  it('a proof is valid for its client until it expires, and cannot be altered', async () => {
    const proofs = new HumanProofs(t.ctx.db, t.clock, undefined);
    const { proof, expiresAt } = await proofs.sign('visitor:abc');
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(HUMAN_CHECK.proofTtlMs);
    expect(await proofs.verify(proof, 'visitor:abc')).toBe(true);
    expect(await proofs.verify(proof, 'visitor:abd')).toBe(false);
    const [version, expiry, nonce, mac] = proof.split('.');
    expect(await proofs.verify(`${version}.${Number(expiry) + 60_000}.${nonce}.${mac}`, 'visitor:abc')).toBe(false);
    expect(await proofs.verify(`${version}.${expiry}.${nonce}.${alteredFirst(mac!)}`, 'visitor:abc')).toBe(false);
    expect(await proofs.verify(`${version}.${expiry}.${alteredFirst(nonce!)}.${mac}`, 'visitor:abc')).toBe(false);
    expect((await proofs.sign('visitor:abc')).proof, 'two proofs of one moment differ').not.toBe(proof);
    expect(await proofs.verify('garbage', 'visitor:abc')).toBe(false);
    t.clock.advance(HUMAN_CHECK.proofTtlMs);
    expect(await proofs.verify(proof, 'visitor:abc')).toBe(false);
  });

  it('servers without a configured secret share the one generated in the database; a configured one differs', async () => {
    const first = new HumanProofs(t.ctx.db, t.clock, undefined);
    const second = new HumanProofs(t.ctx.db, t.clock, undefined);
    const { proof } = await first.sign('user:jamie');
    expect(await second.verify(proof, 'user:jamie')).toBe(true);
    const configured = new HumanProofs(t.ctx.db, t.clock, 'a-configured-secret-of-at-least-32-chars');
    expect(await configured.verify(proof, 'user:jamie')).toBe(false);
    const rows = await t.ctx.db.selectFrom('server_secrets').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('counts posts per client within the window and starts again after it', async () => {
    const proofs = new HumanProofs(t.ctx.db, t.clock, undefined);
    expect([await proofs.countPost('ip:1'), await proofs.countPost('ip:1'), await proofs.countPost('ip:2')]).toEqual([
      1, 2, 1,
    ]);
    t.clock.advance(HUMAN_CHECK.windowMs - 1);
    expect(await proofs.countPost('ip:1')).toBe(3);
    t.clock.advance(1);
    expect(await proofs.countPost('ip:1')).toBe(1);
    t.clock.advance(HUMAN_CHECK.windowMs);
    await proofs.countPost('ip:3');
    await proofs.forgetIdleClients();
    expect(
      (await t.ctx.db.selectFrom('human_check_posts').select('client_key').execute()).map((r) => r.client_key),
    ).toEqual(['ip:3']);
  });

  it('a proof is spent by its first use, on every server; an expired spent proof is forgotten', async () => {
    const first = new HumanProofs(t.ctx.db, t.clock, undefined);
    const second = new HumanProofs(t.ctx.db, t.clock, undefined);
    const { proof } = await first.sign('visitor:spender');
    expect(await second.spend(proof, 'visitor:other')).toBe(false);
    expect(await first.spend(proof, 'visitor:spender')).toBe(true);
    expect(await second.spend(proof, 'visitor:spender')).toBe(false);
    expect(await first.verify(proof, 'visitor:spender')).toBe(true);
    const spent = () => t.ctx.db.selectFrom('human_check_spent_proofs').selectAll().execute();
    expect(await spent()).toHaveLength(1);
    t.clock.advance(HUMAN_CHECK.proofTtlMs);
    await first.forgetIdleClients();
    expect(await spent()).toEqual([]);
  });

  it('concurrent uses of one proof: exactly one succeeds', async () => {
    const proofs = new HumanProofs(t.ctx.db, t.clock, undefined);
    const { proof } = await proofs.sign('visitor:racer');
    const results = await Promise.all(Array.from({ length: 8 }, () => proofs.spend(proof, 'visitor:racer')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
