import type { MigrationContext } from './helpers.js';

/**
 * What a job that works row by row has done, for the users page's progress (issue 27 point 4): how many rows it has,
 * and how many it processed, did and could not do, each count raised in the transaction that does the rows (so a
 * job run again after a crash counts each row once); and each step's per-row results, for the job's result file.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('total', 'integer').execute();
  for (const column of ['processed', 'succeeded', 'failed'] as const) {
    await db.schema
      .alterTable('jobs')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.alterTable('job_steps').addColumn('results', 'text').execute();
  // The users page lists a company's jobs newest first.
  await db.schema.createIndex('jobs_company').on('jobs').columns(['company_id', 'id']).execute();
}
