import type { AnalyticsEvent } from '@portal/contract/analytics';
import { accessType, analyticsRole } from '@portal/contract/user-type';
import type { Db } from '../db/database.js';
import type { AuthContext } from './session.js';
import { findUserById, parsePersonaCodes } from './users.repository.js';

/** What every stored event carries about its user (spec section 4): their analytics role and access type. */
export type EventStamp = { analyticsRole: string; accessType: string };

/** The caller's analytics role and access type, derived by the contract's rules from the stored user. */
export async function eventStampOf(db: Db, auth: AuthContext): Promise<EventStamp> {
  const user = await findUserById(db, auth.userId);
  const facts = {
    user_type: auth.userType === 'INTERNAL' ? ('INTERNAL' as const) : ('EXTERNAL' as const),
    third_party_user: auth.thirdPartyUser,
    tenant: {
      id: user?.tenant_id ?? 0,
      name: user?.company_name ?? '',
      type: user?.company_type ?? 'UNKNOWN',
    },
    authz: { group: auth.group, permissions: auth.permissions },
    persona_access_codes: user ? parsePersonaCodes(user.persona_access_codes) : [],
    acting_tenant: null,
  };
  return { analyticsRole: analyticsRole(facts), accessType: accessType(facts) };
}

/** Usage events, written by the tracker's batches (analytics) and by product launches (products). */
export async function insertEvents(
  db: Db,
  events: AnalyticsEvent[],
  who: { userId: number; companyId: number | null; market: string; receivedAt: string } & EventStamp,
): Promise<void> {
  await db
    .insertInto('analytics_events')
    .values(
      events.map((e) => ({
        user_id: who.userId,
        company_id: who.companyId,
        market: who.market,
        name: e.name,
        properties: JSON.stringify(e.properties),
        path: e.path ?? null,
        occurred_at: e.occurred_at,
        received_at: who.receivedAt,
        analytics_role: who.analyticsRole,
        access_type: who.accessType,
      })),
    )
    .execute();
}
