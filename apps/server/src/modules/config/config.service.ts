import { BROWSER_CONFIG_NAMES, isBrowserConfigName, type ConfigResponse } from '@portal/contract/config';
import type { Db } from '../../db/database.js';
import { listConfigValues } from './config.repository.js';

/** `names` is a comma-separated list; names unknown or not meant for the browser are simply absent from the answer. */
export async function configValues(db: Db, names: string | undefined): Promise<ConfigResponse> {
  const asked = names === undefined ? BROWSER_CONFIG_NAMES : names.split(',').map((n) => n.trim());
  const wanted = [...new Set(asked.filter(isBrowserConfigName))];
  const rows = await listConfigValues(db, wanted);
  return { values: Object.fromEntries(rows.map((r) => [r.name, r.value])) };
}
