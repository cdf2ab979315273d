import type { Readable } from 'node:stream';
import { PRODUCT_NAME_SEPARATOR } from '@portal/contract/constants';
import type {
  globalBlockSchema,
  globalUnblockSchema,
  globalUserExportSchema,
  globalUserQuerySchema,
} from '@portal/contract/global-users';
import {
  GLOBAL_USER_ATTRIBUTES,
  GLOBAL_USER_DEFAULT_SORT,
  GLOBAL_USER_ROLES,
  type ExternalGlobalUser,
  type GlobalBlock,
  type GlobalStatusChange,
  type GlobalUnblock,
  type GlobalUserExport,
  type GlobalUserFilterList,
  type GlobalUserPage,
  type GlobalUserQuery,
  type GlobalUserRole,
  type GlobalUserSortColumn,
  type GlobalUserType,
  type InternalGlobalUser,
  SBU_CODES,
  type SbuCode,
} from '@portal/contract/global-users';
import { TENANT_TYPES, type TenantType } from '@portal/contract/identity';
import type { Locale } from '@portal/contract/locale';
import { isMarket } from '@portal/contract/markets';
import { GROUPS } from '@portal/contract/permissions';
import { USER_ADMIN_ERROR_CODES } from '@portal/contract/user-admin';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { pageOf, type SqlOrder, sqlWindow } from '../../platform/paging.js';
import { productNamesByUser } from '../../platform/users.repository.js';
import type { AuthContext } from '../../platform/session.js';
import { blockAndRecord, unblockAndRecord } from '../../platform/user-status.js';
import { isOneOf, oneOf } from '../../platform/unions.js';
import { xlsxStream, type XlsxCell } from '../../platform/xlsx.js';
import { adminDate } from '../user-admin/user-admin.service.js';
import type { DirectoryColumn, DirectoryFilter, DirectoryRecord } from '../user-search/user-search.directory.js';
import * as repo from './global-users.repository.js';
import { globalUsersText, type GlobalUsersTextKey } from './global-users.texts.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'userSearch'>;
type ListBody = z.infer<typeof globalUserQuerySchema>;
type ExportBody = z.infer<typeof globalUserExportSchema>;

const SORT_COLUMNS: Record<GlobalUserSortColumn, DirectoryColumn> = {
  firstName: 'first_name',
  lastName: 'last_name',
  name: 'first_name',
  email: 'email',
  companyName: 'company_name',
  companyType: 'company_type',
  role: 'role',
  lastLogin: 'last_login_at',
  sbu: 'sbu',
  buoAreaNumber: 'buo_area_number',
};

const ROLE_OF_GROUP = new Map<string, GlobalUserRole>(GLOBAL_USER_ROLES.map((role) => [GROUPS[role], role]));

function filterOf(body: ListBody | ExportBody): DirectoryFilter {
  return { directory: body.userType, search: body.search || undefined, ...body.filters };
}

function orderOf(body: ListBody | ExportBody): SqlOrder<DirectoryColumn> {
  const sortBy = body.sortBy ?? GLOBAL_USER_DEFAULT_SORT[body.userType];
  return { column: SORT_COLUMNS[sortBy], direction: body.sortOrder };
}

/** POST /api/users: a page of one tab of every user, searched, filtered and sorted (decision 051). */
export async function listGlobalUsers(ctx: Ctx, body: ListBody): Promise<GlobalUserPage> {
  const paging = { page: body.pageNo, size: body.pageSize };
  const { rows, total, totalIsCapped } = await ctx.userSearch.page(filterOf(body), orderOf(body), sqlWindow(paging));
  const details = await detailsOf(
    ctx.db,
    rows.map((r) => r.id),
    rows.map((r) => r.company_id).filter((id) => id !== null),
  );
  if (body.userType === 'EXTERNAL') {
    const items = rows.map((r) => toExternal(r, details));
    return { userType: 'EXTERNAL', ...pageOf(paging, items, total), totalIsCapped };
  }
  const items = rows.map((r) => toInternal(r, details));
  return { userType: body.userType, ...pageOf(paging, items, total), totalIsCapped };
}

/** The page's products per user and suppliers per agency. */
type Details = { products: Map<number, string[]>; suppliers: Map<number, string[]> };

async function detailsOf(db: Db, userIds: number[], companyIds: number[]): Promise<Details> {
  const products = await productNamesByUser(db, userIds);
  const suppliers = new Map<number, string[]>();
  for (const row of await repo.listSupplierNames(db, [...new Set(companyIds)])) {
    suppliers.set(row.agency_company_id, [...(suppliers.get(row.agency_company_id) ?? []), row.name]);
  }
  return { products, suppliers };
}

function roleOf(groupName: string): GlobalUserRole {
  return ROLE_OF_GROUP.get(groupName) ?? 'regularUser';
}

function statusOf(status: string): 'ACTIVE' | 'BLOCKED' {
  return status === 'BLOCKED' ? 'BLOCKED' : 'ACTIVE';
}

function toExternal(r: DirectoryRecord, details: Details): ExternalGlobalUser {
  const suppliers = r.company_id === null ? [] : (details.suppliers.get(r.company_id) ?? []);
  return {
    loginId: r.login_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    companyName: r.company_name ?? '',
    companyType: r.company_type ?? 'UNKNOWN',
    thirdPartyCompanyName: suppliers.length > 0 ? suppliers.join(', ') : null,
    appAccess: details.products.get(r.id) ?? [],
    role: roleOf(r.group_name),
    lastLogin: r.last_login_at,
    status: statusOf(r.status),
    market: r.market && isMarket(r.market) ? r.market : 'US',
  };
}

function toInternal(r: DirectoryRecord, details: Details): InternalGlobalUser {
  return {
    loginId: r.login_id,
    name: `${r.first_name} ${r.last_name}`,
    email: r.email,
    appAccess: details.products.get(r.id) ?? [],
    role: roleOf(r.group_name),
    sbu: isOneOf(SBU_CODES, r.sbu) ? r.sbu : null,
    buoAreaNumber: r.buo_area_number,
    status: statusOf(r.status),
  };
}

/** GET users/filters/roles, attributes and sbu: the codes each filter offers. */
export function filterList(kind: 'roles' | 'attributes' | 'sbu'): GlobalUserFilterList {
  const items = { roles: GLOBAL_USER_ROLES, attributes: GLOBAL_USER_ATTRIBUTES, sbu: SBU_CODES }[kind];
  return { items: [...items] };
}

/**
 * POST /api/users/block: users of any company or none are blocked with the reason, their sessions end at once on
 * every market. Refused (409, nothing changed) for the caller themselves or a user not active. Unlike a company
 * admin, a global admin may block a company's last administrator (decision 051).
 */
export async function blockGlobalUsers(
  ctx: Ctx,
  auth: AuthContext,
  body: z.infer<typeof globalBlockSchema>,
): Promise<GlobalStatusChange> {
  return ctx.db.transaction().execute(async (trx) => {
    const users = await targetsOf(trx, body.loginIds);
    if (users.some((u) => u.id === auth.userId)) {
      throw conflict(USER_ADMIN_ERROR_CODES.selfBlock, 'You cannot block yourself.');
    }
    const inactive = users.filter((u) => u.status !== 'ACTIVE').map((u) => u.login_id);
    if (inactive.length > 0)
      throw conflict(USER_ADMIN_ERROR_CODES.notActive, 'Only active users can be blocked.', inactive);
    for (const user of users) {
      const change = { actor: auth.loginId, companyId: user.company_id, reason: body.reason, via: VIA };
      await blockAndRecord(trx, ctx.clock, user, change);
    }
    return { loginIds: users.map((u) => u.login_id), status: 'BLOCKED' };
  });
}

/** POST /api/users/unblock: blocked users of any company become active again (409 for one that is not blocked). */
export async function unblockGlobalUsers(
  ctx: Ctx,
  auth: AuthContext,
  body: z.infer<typeof globalUnblockSchema>,
): Promise<GlobalStatusChange> {
  return ctx.db.transaction().execute(async (trx) => {
    const users = await targetsOf(trx, body.loginIds);
    const notBlocked = users.filter((u) => u.status !== 'BLOCKED').map((u) => u.login_id);
    if (notBlocked.length > 0)
      throw conflict(USER_ADMIN_ERROR_CODES.notBlocked, 'Only blocked users can be unblocked.', notBlocked);
    for (const user of users) {
      const change = { actor: auth.loginId, companyId: user.company_id, reason: body.reason, via: VIA };
      await unblockAndRecord(trx, ctx.clock, user, change);
    }
    return { loginIds: users.map((u) => u.login_id), status: 'ACTIVE' };
  });
}

/** How the activity log names where a block or unblock came from. */
const VIA = 'global user management';

/** The named users; 404 naming the login ids that are no one's. */
async function targetsOf(db: Db, loginIds: string[]) {
  const users = await repo.findUsersByLogin(db, loginIds);
  const found = new Set(users.map((u) => u.login_id.toLowerCase()));
  const unknown = loginIds.filter((id) => !found.has(id.toLowerCase()));
  if (unknown.length > 0) throw new AppError(404, 'not_found', 'No such user.', { loginIds: unknown });
  return users;
}

function conflict(code: string, message: string, loginIds?: string[]): AppError {
  return new AppError(409, code, message, loginIds ? { loginIds } : undefined);
}

/** The export's file name: global_users_<tab>_<YYYY-MM-DD>.xlsx. */
export function exportFileName(userType: GlobalUserType, now: Date): string {
  return `global_users_${userType.toLowerCase()}_${now.toISOString().slice(0, 10)}.xlsx`;
}

const EXPORT_BATCH = 1_000;

const SHEETS: Record<GlobalUserType, GlobalUsersTextKey> = {
  EXTERNAL: 'sheetExternal',
  INTERNAL: 'sheetInternal',
  INTERNAL_MERCHANT: 'sheetMerchant',
  INTERNAL_ASSET_PROTECTION: 'sheetAssetProtection',
};

const EXTERNAL_COLUMNS: GlobalUsersTextKey[] = [
  'firstName',
  'lastName',
  'email',
  'loginId',
  'companyName',
  'companyType',
  'thirdPartyCompanyName',
  'appAccess',
  'role',
  'lastLogin',
  'status',
  'market',
];
const INTERNAL_COLUMNS: Record<Exclude<GlobalUserType, 'EXTERNAL'>, GlobalUsersTextKey[]> = {
  INTERNAL: ['name', 'email', 'loginId', 'appAccess', 'role', 'status'],
  INTERNAL_MERCHANT: ['name', 'email', 'loginId', 'appAccess', 'role', 'sbu', 'status'],
  INTERNAL_ASSET_PROTECTION: ['name', 'email', 'loginId', 'appAccess', 'role', 'buoAreaNumber', 'status'],
};

const ROLE_TEXTS: Record<GlobalUserRole, GlobalUsersTextKey> = {
  superAdmin: 'roleSuperAdmin',
  superAdminSpectator: 'roleSuperAdminSpectator',
  admin: 'roleAdmin',
  regularUser: 'roleRegularUser',
  merchant: 'roleMerchant',
  supportAgent: 'roleSupportAgent',
};
const COMPANY_TYPE_TEXTS: Record<TenantType, GlobalUsersTextKey> = {
  SUPPLIER: 'typeSupplier',
  THIRD_PARTY_AGENCY: 'typeThirdPartyAgency',
  BASIC_VENDOR: 'typeBasicVendor',
  BASIC_THIRD_PARTY_AGENCY: 'typeBasicThirdPartyAgency',
  ACCOUNT: 'typeAccount',
  UNKNOWN: 'typeUnknown',
};
const SBU_TEXTS: Record<SbuCode, GlobalUsersTextKey> = {
  GROCERY: 'sbuGrocery',
  CONSUMABLES: 'sbuConsumables',
  HEALTH_AND_WELLNESS: 'sbuHealthAndWellness',
  GENERAL_MERCHANDISE: 'sbuGeneralMerchandise',
  APPAREL: 'sbuApparel',
  HOME: 'sbuHome',
  ENTERTAINMENT: 'sbuEntertainment',
  BLACKOUT: 'sbuBlackout',
};

/**
 * POST /api/users/export: every user of the tab the search and filters keep, in the tab's order, as a streamed .xlsx
 * (decision records 007 and 051), headers and values in the caller's language.
 */
export async function exportGlobalUsers(
  ctx: Ctx,
  locale: Locale,
  body: ExportBody,
  batchSize = EXPORT_BATCH,
): Promise<Readable> {
  const t = (key: GlobalUsersTextKey) => globalUsersText(locale, key);
  const columns = body.userType === 'EXTERNAL' ? EXTERNAL_COLUMNS : INTERNAL_COLUMNS[body.userType];
  return xlsxStream({
    sheetName: t(SHEETS[body.userType]),
    columns: columns.map((key) => ({ header: t(key), width: key === 'appAccess' ? 40 : 24 })),
    rows: exportBatches(ctx, body, batchSize, (row, details) => cellsOf(row, details, body.userType, t)),
    modifiedAt: ctx.clock.now(),
    compressionLevel: 1,
  });
}

async function* exportBatches(
  ctx: Ctx,
  body: ExportBody,
  batchSize: number,
  cells: (row: DirectoryRecord, details: Details) => XlsxCell[],
): AsyncGenerator<XlsxCell[][]> {
  const ids = await ctx.userSearch.directoryIds(filterOf(body), orderOf(body));
  for (let start = 0; start < ids.length; start += batchSize) {
    const rows: DirectoryRecord[] = await ctx.userSearch.directoryRows(ids.slice(start, start + batchSize));
    const details = await detailsOf(
      ctx.db,
      rows.map((r) => r.id),
      rows.map((r) => r.company_id).filter((id) => id !== null),
    );
    yield rows.map((row) => cells(row, details));
  }
}

function cellsOf(
  row: DirectoryRecord,
  details: Details,
  userType: GlobalUserType,
  t: (key: GlobalUsersTextKey) => string,
): XlsxCell[] {
  const status = t(row.status === 'BLOCKED' ? 'statusBlocked' : 'statusActive');
  if (userType === 'EXTERNAL') {
    const r = toExternal(row, details);
    return [
      r.firstName,
      r.lastName,
      r.email,
      r.loginId,
      r.companyName,
      t(COMPANY_TYPE_TEXTS[oneOf(TENANT_TYPES, r.companyType, 'UNKNOWN')]),
      r.thirdPartyCompanyName ?? '',
      r.appAccess.join(PRODUCT_NAME_SEPARATOR),
      t(ROLE_TEXTS[r.role]),
      adminDate(r.lastLogin),
      status,
      r.market,
    ];
  }
  const r = toInternal(row, details);
  const own =
    userType === 'INTERNAL_MERCHANT'
      ? [r.sbu ? t(SBU_TEXTS[r.sbu]) : '']
      : userType === 'INTERNAL_ASSET_PROTECTION'
        ? [r.buoAreaNumber ?? '']
        : [];
  return [r.name, r.email, r.loginId, r.appAccess.join(PRODUCT_NAME_SEPARATOR), t(ROLE_TEXTS[r.role]), ...own, status];
}

export type { GlobalBlock, GlobalUnblock, GlobalUserExport, GlobalUserQuery };
