import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from '../db/database.js';

/** Stands for the i-th argument of a prepared query while it is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query whose shape never changes, built and compiled once per database (and per transaction), then run with
 * each call's arguments bound as its parameters. Building and compiling a Kysely query costs several times what
 * SQLite takes to run a small indexed one, which matters on the calls made for every request (the session, the
 * user, the launcher's tiles; decision record 027).
 *
 * `build` gets the arguments as placeholders: use each one as a compared value (`where(column, '=', arg)`), never
 * in a list or where Kysely would look into it. The first call checks that every argument became a parameter.
 */
export function preparedQuery<A extends unknown[], O>(
  arity: A['length'],
  build: (db: Db, ...args: A) => Compilable<O>,
): (db: Db, ...args: A) => Promise<O[]> {
  const compiled = new WeakMap<Db, CompiledQuery<O>>();
  const compile = (db: Db): CompiledQuery<O> => {
    const slots = Array.from({ length: arity }, (_, index) => new Slot(index)) as unknown as A;
    const query = build(db, ...slots).compile();
    const bound = new Set(query.parameters.flatMap((p) => (p instanceof Slot ? [p.index] : [])));
    if (bound.size !== arity) {
      throw new Error(`A prepared query must use each of its ${arity} argument(s) as a parameter: ${query.sql}`);
    }
    compiled.set(db, query);
    return query;
  };
  return async (db, ...args) => {
    const query = compiled.get(db) ?? compile(db);
    const parameters = query.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    const result = await db.executeQuery<O>({ ...query, parameters });
    return result.rows;
  };
}
