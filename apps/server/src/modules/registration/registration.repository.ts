import { DEFAULT_LOCALE } from '@portal/contract/locale';
import type { Db } from '../../db/database.js';

/**
 * The version of a document in effect on a day: the one with the latest effective date on or before it.
 * Only versions with an en-US text count, so every language can fall back to it.
 */
export async function findCurrentVersion(db: Db, assetPath: string, today: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('documents')
    .select('version')
    .where('asset_path', '=', assetPath)
    .where('locale', '=', DEFAULT_LOCALE)
    .where('effective_date', '<=', today)
    .orderBy('effective_date', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.version;
}

/** One version's text in the wanted language and in en-US (the fallback). */
export async function findDocumentTexts(db: Db, assetPath: string, version: string, locale: string) {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('asset_path', '=', assetPath)
    .where('version', '=', version)
    .where('locale', 'in', [locale, DEFAULT_LOCALE])
    .execute();
}

/** Marks the registration complete with the names given; false when it already was (a concurrent call won). */
export async function completeUser(
  db: Db,
  userId: number,
  names: { firstName: string; lastName: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ first_name: names.firstName, last_name: names.lastName, registration_completed: 1, updated_at: names.now })
    .where('id', '=', userId)
    .where('registration_completed', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function saveTimezoneAndLanguage(
  db: Db,
  row: { loginId: string; timezone: string; languageCode: string; now: string },
): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values({
      login_id: row.loginId,
      timezone: row.timezone,
      language_code: row.languageCode,
      settings: '{}',
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc
        .column('login_id')
        .doUpdateSet({ timezone: row.timezone, language_code: row.languageCode, updated_at: row.now }),
    )
    .execute();
}

export type AcceptanceRow = { assetPath: string; version: string; locale: string; acceptedAt: string };

export async function insertAcceptances(
  db: Db,
  userId: number,
  companyId: number,
  rows: AcceptanceRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('document_acceptances')
    .values(
      rows.map((r) => ({
        user_id: userId,
        company_id: companyId,
        asset_path: r.assetPath,
        version: r.version,
        locale: r.locale,
        accepted_at: r.acceptedAt,
      })),
    )
    .execute();
}

/** A user's acceptances, oldest first. */
export async function listAcceptances(db: Db, userId: number) {
  return db
    .selectFrom('document_acceptances')
    .select(['asset_path', 'version', 'locale', 'accepted_at'])
    .where('user_id', '=', userId)
    .orderBy('accepted_at')
    .orderBy('id')
    .execute();
}

/** An invited user who completes registration is a user: their pending user (and its links) ends (decision 023). */
export async function endPendingUser(db: Db, loginId: string): Promise<number | undefined> {
  const row = await db
    .deleteFrom('pending_users')
    .where('login_id', '=', loginId.toLowerCase())
    .where('stage', '=', 'COMPLETING')
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
