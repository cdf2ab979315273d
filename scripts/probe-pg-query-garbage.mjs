// How much of what node-postgres reads outlives V8's young generation, by the way a query is sent
// (docs/decisions/034, amendment). After `npx tsc -b packages/contract apps/server`, run for each MODE:
//   MODE=client node --trace-gc-nvp scripts/probe-pg-query-garbage.mjs | node scripts/probe-pg-query-garbage.mjs sum
// MODE: client (client.query(text, values): node-postgres's promise), checkout (pool.connect, that, release:
// what Kysely does), pool (pool.query), callback (client.query with a callback in a promise), catch (the same
// with a rethrowing .catch). Fills 100 000 generated elements into a fresh schema of BENCH_DATABASE_URL
// (default the tests' database), reads them back as the export does (250 ids a query), and drops the schema.
import { randomBytes } from 'node:crypto';
import readline from 'node:readline';
import pg from 'pg';

if (process.argv[2] === 'sum') {
  // Sums --trace-gc-nvp's young-generation lines read from stdin.
  let promoted = 0;
  let survived = 0;
  let scavenges = 0;
  let reading = false;
  for await (const line of readline.createInterface({ input: process.stdin })) {
    if (line === 'PROBE reading') reading = true;
    else if (line.startsWith('PROBE ')) console.log(line.slice(6));
    if (!reading || !line.includes('gc=s ')) continue;
    scavenges += 1;
    promoted += Number(/ promoted=(\d+)/.exec(line)?.[1] ?? 0);
    survived += Number(/ new_space_survived=(\d+)/.exec(line)?.[1] ?? 0);
  }
  const mib = (bytes) => (bytes / 1_048_576).toFixed(1);
  console.log(
    `${scavenges} young collections while reading: promoted ${mib(promoted)} MiB, survived ${mib(survived)} MiB`,
  );
  process.exit(0);
}

const dist = (file) => new URL(`../apps/server/dist/${file}`, import.meta.url).href;
const { openDatabase } = await import(dist('db/database.js'));
const { migrateToLatest } = await import(dist('db/migrate.js'));
const { fillGlossary } = await import(dist('db/generate/glossary.js'));

const URL_ = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const MODE = process.env.MODE ?? 'client';
const schema = `probe_pg_garbage_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: URL_ });
await admin.connect();
await admin.query(`create schema ${schema}`);
try {
  const handle = openDatabase({ databaseUrl: URL_, pgSchema: schema });
  await migrateToLatest(handle);
  await fillGlossary(handle.db, 100_000);
  await handle.close();

  const options = { connectionString: URL_, options: `-c search_path=${schema}` };
  const pool = new pg.Pool({ ...options, max: 10 });
  const client = new pg.Client(options);
  await client.connect();
  const ids = (await client.query('select id from glossary_items order by sort_key')).rows.map((row) => row.id);
  const withCallback = (text, values) =>
    new Promise((resolve, reject) =>
      client.query(text, values, (error, result) => (error ? reject(error) : resolve(result))),
    );
  const send = {
    client: (text, values) => client.query(text, values),
    checkout: async (text, values) => {
      const pooled = await pool.connect();
      try {
        return await pooled.query(text, values);
      } finally {
        pooled.release();
      }
    },
    pool: (text, values) => pool.query(text, values),
    callback: withCallback,
    catch: (text, values) =>
      withCallback(text, values).catch((error) => {
        throw error;
      }),
  }[MODE];
  const params = Array.from({ length: 250 }, (_, i) => `$${i + 1}`).join(',');
  const text =
    'select i.id, i.business_name, i.technical_name, i.dss_business_name, d.definition, d.business_name as local_name, f.definition as fallback ' +
    "from glossary_items i left join glossary_definitions d on d.item_id = i.id and d.locale = 'en-US' " +
    `left join glossary_definitions f on f.item_id = i.id and f.locale = 'en-US' where i.id in (${params})`;
  let rows = 0;
  console.log('PROBE reading');
  for (let start = 0; start + 250 <= ids.length; start += 250)
    rows += (await send(text, ids.slice(start, start + 250))).rows.length;
  console.log(`PROBE ${MODE}: ${rows} rows read`);
  await client.end();
  await pool.end();
} finally {
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
}
