import type { MigrationContext } from './helpers.js';

/**
 * The steps a job has done (decision record 054): a job that works row by row records each row's step in the row's
 * own transaction, so a run again after a crash skips what was done and does every row once. A job's steps go with
 * it.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('job_steps')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    /** The row the step did, as the job names it (a user's id, say). */
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_steps_pk', ['job_id', 'step'])
    .execute();
}
