import type { Db } from '../../db/database.js';

export async function updateNames(
  db: Db,
  userId: number,
  names: { firstName: string; lastName: string; now: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ first_name: names.firstName, last_name: names.lastName, updated_at: names.now })
    .where('id', '=', userId)
    .execute();
}
