import type { Insertable } from 'kysely';
import type { UsersTable } from '../db/schema.js';

const NOW = '2026-11-01T00:00:00.000Z';

/** A whole users row for a test's insert: an active, registered external user unless `values` says otherwise. */
export function userRow(
  values: Pick<Insertable<UsersTable>, 'login_id' | 'group_id'> & Partial<Insertable<UsersTable>>,
): Insertable<UsersTable> {
  return {
    first_name: 'Dana',
    last_name: 'Côté',
    email: `${values.login_id}@rows.example`,
    user_type: 'EXTERNAL',
    third_party_user: 0,
    company_id: null,
    persona_access_codes: '[]',
    access_class: 'UI',
    status: 'ACTIVE',
    last_login_at: null,
    registration_completed: 1,
    password_hash: null,
    created_at: NOW,
    updated_at: NOW,
    blocked_reason: null,
    blocked_by: null,
    blocked_at: null,
    sbu: null,
    buo_area_number: null,
    ...values,
  };
}
