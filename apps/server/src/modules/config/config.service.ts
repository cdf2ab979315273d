import type { ConfigResponse } from '@portal/contract/config';
import type { Db } from '../../db/database.js';
import { listConfigValues } from './config.repository.js';

/** `names` is a comma-separated list; unknown names are simply absent from the answer. */
export async function configValues(db: Db, names: string | undefined): Promise<ConfigResponse> {
  const wanted = names === undefined ? undefined : [...new Set(names.split(',').map((n) => n.trim()).filter(Boolean))];
  const rows = await listConfigValues(db, wanted);
  return { values: Object.fromEntries(rows.map((r) => [r.name, r.value])) };
}
