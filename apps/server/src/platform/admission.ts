import type { FastifyInstance } from 'fastify';

/**
 * How many requests may start in one turn of the event loop. A signed-in SQLite request costs about
 * half a millisecond of CPU, so a turn stays near 10 ms however many connections are busy.
 */
const REQUESTS_PER_TURN = 16;

export type TurnGate = {
  /** Runs `start` now if this turn has room, else in a later turn, in arrival order. */
  enter: (start: () => void) => void;
  /** Requests waiting for a later turn. */
  waiting: () => number;
};

/**
 * Since libuv 1.45 (Node.js 20) a server accepts one new connection per turn of the event loop. On
 * SQLite a request runs to its answer without leaving the turn, so under load a turn serves every
 * request that arrived on every busy connection: with 200 connections a turn takes 100 ms or more,
 * new connections are accepted about ten a second, and the last of a burst wait 10 s to be heard
 * while the others are answered in 100 ms. Starting at most `perTurn` requests per turn, and the
 * rest in later turns in the order they came, keeps turns short, so connections are accepted (and
 * timers and database answers handled) promptly, and every connection gets its fair share.
 */
export function createTurnGate(perTurn: number): TurnGate {
  const queue: Array<() => void> = [];
  let startedThisTurn = 0;
  let turnEndScheduled = false;

  // setImmediate runs after this turn's I/O; starting the queued requests there leaves the next
  // turn's poll (a new connection, more requests) to come right after them.
  const scheduleTurnEnd = () => {
    if (turnEndScheduled) return;
    turnEndScheduled = true;
    setImmediate(endTurn);
  };
  function endTurn() {
    turnEndScheduled = false;
    startedThisTurn = 0;
    while (queue.length > 0 && startedThisTurn < perTurn) {
      startedThisTurn += 1;
      queue.shift()!();
    }
    if (startedThisTurn > 0) scheduleTurnEnd();
  }

  return {
    enter(start) {
      scheduleTurnEnd();
      if (queue.length === 0 && startedThisTurn < perTurn) {
        startedThisTurn += 1;
        start();
      } else {
        queue.push(start);
      }
    },
    waiting: () => queue.length,
  };
}

/** Every request passes the turn gate before anything else is done for it. */
export function registerAdmission(app: FastifyInstance, perTurn = REQUESTS_PER_TURN): void {
  const gate = createTurnGate(perTurn);
  app.addHook('onRequest', (_request, _reply, done) => {
    gate.enter(done);
  });
}
