import type { MigrationContext } from './helpers.js';

/**
 * 3P partners (issue 28, decision record 056). The associations themselves are company_associations (migration 001),
 * which the demo seeds and the partner switch reads already; nothing is copied. A supplier's admin adds an agency by
 * its business code: the lookup reads this index instead of every company.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema.createIndex('companies_business_code').on('companies').column('business_code').execute();
}
