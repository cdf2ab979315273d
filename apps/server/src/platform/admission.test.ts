import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.js';
import { createTurnGate } from './admission.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('turn gate', () => {
  it('starts at most its share of requests in one turn and the rest in later turns, in arrival order', async () => {
    const gate = createTurnGate(3);
    const started: number[] = [];
    for (let i = 0; i < 8; i += 1) gate.enter(() => started.push(i));
    expect(started).toEqual([0, 1, 2]);
    expect(gate.waiting()).toBe(5);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(gate.waiting()).toBe(0);
  });

  it('starts a new arrival at once while the turn that drained the queue has room', async () => {
    const gate = createTurnGate(2);
    const started: string[] = [];
    for (const name of ['a', 'b', 'c']) gate.enter(() => started.push(name));
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c']);
    gate.enter(() => started.push('d'));
    gate.enter(() => started.push('e'));
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives every turn its full share again once the queue has drained', async () => {
    const gate = createTurnGate(2);
    const started: number[] = [];
    gate.enter(() => started.push(1));
    gate.enter(() => started.push(2));
    await nextTurn();
    await nextTurn();
    gate.enter(() => started.push(3));
    gate.enter(() => started.push(4));
    expect(started).toEqual([1, 2, 3, 4]);
  });
});

describe('admission of requests', () => {
  it('answers every one of many simultaneous requests', async () => {
    const t = await createTestApp();
    try {
      const cookie = await t.signIn('user');
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          t.app.inject({ method: 'GET', url: '/api/v1/identity/user-context', headers: { cookie } }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    } finally {
      await t.close();
    }
  });
});
