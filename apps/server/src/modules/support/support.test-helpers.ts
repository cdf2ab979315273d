import type { IncidentDetailInput } from '@portal/contract/support';
import type { Db } from '../../db/database.js';

/** A valid incident of the demo user Jamie Cooper (Acme Fresh Foods, US): a Report Builder question. */
export const INCIDENT_DETAIL: IncidentDetailInput = {
  accountType: 25,
  supportType: 1467,
  issue: 2070,
  firstName: 'Jamie',
  lastName: 'Cooper',
  primaryContactEmail: 'jamie.cooper@acmefresh.example',
  companyName: 'Acme Fresh Foods',
  callBackNumber: '+1 479 555 0134',
  situationDescription: 'The Monday report did not arrive',
};

/** How many incidents the database holds: a refused request must not have filed one. */
export async function countIncidents(db: Db): Promise<number> {
  const row = await db
    .selectFrom('support_incidents')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
