import type { Readable } from 'node:stream';
import { ACCESS_APPROVAL_SORT_COLUMNS } from '@portal/contract/access-approvals';
import { PRODUCT_NAME_SEPARATOR } from '@portal/contract/constants';
import { ERROR_CODES } from '@portal/contract/errors';
import type { PendingStage } from '@portal/contract/invitations';
import { TENANT_TYPES, type TenantType } from '@portal/contract/identity';
import type { Locale } from '@portal/contract/locale';
import { ACTIONS, GROUPS, RESOURCES } from '@portal/contract/permissions';
import {
  type BlockedUserRow,
  type BlockedUserSortColumn,
  COMPANY_PERSONAS,
  type CompanyPersona,
  EXPORT_TAB_SORT_COLUMNS,
  type ExportTab,
  type PersonaList,
  PENDING_SORT_COLUMNS,
  TAB_DEFAULT_SORT,
  TAB_SORT_COLUMNS,
  USER_ADMIN_FIELD_ERRORS,
  USER_ADMIN_ERROR_CODES,
  type UserAdminSortColumn,
  type UserPage,
  type UserProfile,
  type UserRow,
  type UserSortColumn,
  type UserStatusChange,
  type UserTab,
  type blockUsersSchema,
  type unblockUsersSchema,
  type userExportQuerySchema,
  type userListQuerySchema,
  type userProfileUpdateSchema,
} from '@portal/contract/user-admin';
import { userTypeLabelKey, type UserTypeLabelKey } from '@portal/contract/user-type';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { pageOf, type SqlOrder, sqlWindow } from '../../platform/paging.js';
import type { AuthContext } from '../../platform/session.js';
import { blockAndRecord, unblockAndRecord } from '../../platform/user-status.js';
import { isOneOf, oneOf } from '../../platform/unions.js';
import {
  type CompanyUser,
  countActiveAdmins,
  findCompany,
  findCompanyUsers,
  productNamesByUser,
  lockCompany,
} from '../../platform/users.repository.js';
import { xlsxStream, type XlsxCell } from '../../platform/xlsx.js';
import { pendingBatches as requestBatches } from '../access-approvals/access-approvals.service.js';
import { pendingBatches } from '../invitations/invitations.service.js';
import type { Cursor, UserDbColumn, UserFilter, UserRecord } from '../user-search/user-search.queries.js';
import * as repo from './user-admin.repository.js';
import { userAdminText, type UserAdminTextKey } from './user-admin.texts.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'dialect' | 'userSearch'>;
type ListQuery = z.output<typeof userListQuerySchema>;
type ExportQuery = z.output<typeof userExportQuerySchema>;
type BlockBody = z.output<typeof blockUsersSchema>;
type UnblockBody = z.output<typeof unblockUsersSchema>;
type ProfileBody = z.output<typeof userProfileUpdateSchema>;

const SORT_COLUMNS: Record<UserSortColumn, UserDbColumn> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  uiCompanyType: 'third_party_user',
  uiLastLoginTime: 'last_login_at',
};
const BLOCKED_SORT_COLUMNS: Record<BlockedUserSortColumn, UserDbColumn> = {
  name: 'first_name',
  email: 'email',
  blockedReason: 'blocked_reason',
  uiBlockedBy: 'blocked_by',
  uiBlockedOn: 'blocked_at',
};
const TAB_STATUS = { users: 'ACTIVE', blocked: 'BLOCKED' } as const;
const PERSONA_GROUPS: Record<CompanyPersona, string> = { ADMIN: GROUPS.admin, USER: GROUPS.regularUser };

type TabRequest = { tab: UserTab; sortBy?: UserAdminSortColumn | undefined; sortOrder?: 'asc' | 'desc' | undefined };

/** The table column and direction a tab's query sorts by (the schema has checked sortBy against the tab). */
function orderOf({ tab, sortBy, sortOrder }: TabRequest): SqlOrder<UserDbColumn> {
  const fallback = TAB_DEFAULT_SORT[tab];
  const column = sortBy ?? fallback.sortBy;
  const direction = sortOrder ?? (sortBy ? 'desc' : fallback.sortOrder);
  const mapped = { ...SORT_COLUMNS, ...BLOCKED_SORT_COLUMNS }[column];
  return { column: mapped, direction };
}

function filterOf(companyId: number, tab: UserTab, search: string | undefined): UserFilter {
  return { companyId, status: TAB_STATUS[tab], search: search || undefined };
}

/** The company the route named (the policy has checked the caller may administer it). */
async function companyOf(ctx: Ctx, companyId: number) {
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw notFound();
  return company;
}

function personaOf(groupName: string): CompanyPersona {
  return groupName === GROUPS.admin ? 'ADMIN' : 'USER';
}

function toUserRow(row: UserRecord, companyType: TenantType, products: string[]): UserRow {
  return {
    loginId: row.login_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    uiCompanyType: userTypeLabelKey(companyType, row.third_party_user === 1),
    multipleSupplierAccess: row.access_class === 'MULTIPLE_TENANTS',
    products,
    uiLastLoginTime: row.last_login_at,
    persona: personaOf(row.group_name),
  };
}

function toBlockedRow(row: UserRecord, products: string[]): BlockedUserRow {
  return {
    loginId: row.login_id,
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    products,
    blockedReason: row.blocked_reason ?? '',
    uiBlockedBy: row.blocked_by ?? '',
    uiBlockedOn: row.blocked_at ?? '',
  };
}

/** GET /api/companies/{id}/users: a page of the users or blocked users tab. */
export async function listUsers(ctx: Ctx, companyId: number, query: ListQuery): Promise<UserPage> {
  const company = await companyOf(ctx, companyId);
  const paging = { page: query.page, size: query.pageSize };
  const filter = filterOf(companyId, query.tab, query.search);
  const { rows, total, totalIsCapped } = await ctx.userSearch.page(filter, orderOf(query), sqlWindow(paging));
  const products = await productNamesByUser(
    ctx.db,
    rows.map((r) => r.id),
  );
  const companyType = oneOf(TENANT_TYPES, company.type, 'UNKNOWN');
  if (query.tab === 'blocked') {
    return {
      tab: 'blocked',
      ...pageOf(
        paging,
        rows.map((r) => toBlockedRow(r, products.get(r.id) ?? [])),
        total,
      ),
      totalIsCapped,
    };
  }
  const items = rows.map((r) => toUserRow(r, companyType, products.get(r.id) ?? []));
  return { tab: 'users', ...pageOf(paging, items, total), totalIsCapped };
}

/** GET /api/companies/{id}/personas: what a user of the company can be made, with the permissions each gives. */
export async function listPersonas(ctx: Ctx, companyId: number): Promise<PersonaList> {
  await companyOf(ctx, companyId);
  const rows = await repo.listGroupPermissions(ctx.db, Object.values(PERSONA_GROUPS));
  return {
    items: COMPANY_PERSONAS.map((persona) => ({
      persona,
      group: PERSONA_GROUPS[persona],
      permissions: rows
        .filter((r) => r.name === PERSONA_GROUPS[persona])
        .flatMap((r) =>
          isOneOf(ACTIONS, r.action) && isOneOf(RESOURCES, r.resource)
            ? [{ action: r.action, resource: r.resource }]
            : [],
        ),
    })),
  };
}

/** The company's users named by login id; 404 when any is not one of them (nothing is changed then). */
async function targetsOf(db: Db, companyId: number, loginIds: readonly string[]): Promise<CompanyUser[]> {
  const users = await findCompanyUsers(db, companyId, loginIds);
  if (users.length !== loginIds.length) throw notFound();
  return users;
}

function conflict(code: string, message: string, loginIds?: string[]): AppError {
  return new AppError(409, code, message, loginIds ? { loginIds } : undefined);
}

/**
 * POST /api/companies/{id}/users/block: the users are blocked with the reason, their sessions end at once and
 * they cannot sign in. Refused (409, nothing changed) for the caller themselves, a user not active, or when the
 * company would be left without an active admin.
 */
export async function blockUsers(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  body: BlockBody,
): Promise<UserStatusChange> {
  return ctx.db.transaction().execute(async (trx) => {
    if (ctx.dialect === 'postgres') await lockCompany(trx, companyId);
    const users = await targetsOf(trx, companyId, body.loginIds);
    if (users.some((u) => u.id === auth.userId)) {
      throw conflict(USER_ADMIN_ERROR_CODES.selfBlock, 'You cannot block yourself.');
    }
    const inactive = users.filter((u) => u.status !== 'ACTIVE').map((u) => u.login_id);
    if (inactive.length > 0)
      throw conflict(USER_ADMIN_ERROR_CODES.notActive, 'Only active users can be blocked.', inactive);
    const admins = users.filter((u) => u.group_name === GROUPS.admin);
    if (admins.length > 0 && (await countActiveAdmins(trx, companyId)) <= admins.length) {
      throw conflict(
        USER_ADMIN_ERROR_CODES.lastAdmin,
        "The company's last administrator cannot be blocked.",
        admins.map((u) => u.login_id),
      );
    }
    for (const user of users) {
      await blockAndRecord(trx, ctx.clock, user, { actor: auth.loginId, companyId, reason: body.reason });
    }
    return { loginIds: users.map((u) => u.login_id), status: 'BLOCKED' };
  });
}

/** POST /api/companies/{id}/users/unblock: blocked users become active again (409 for one that is not blocked). */
export async function unblockUsers(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  body: UnblockBody,
): Promise<UserStatusChange> {
  return ctx.db.transaction().execute(async (trx) => {
    const users = await targetsOf(trx, companyId, body.loginIds);
    const notBlocked = users.filter((u) => u.status !== 'BLOCKED').map((u) => u.login_id);
    if (notBlocked.length > 0)
      throw conflict(USER_ADMIN_ERROR_CODES.notBlocked, 'Only blocked users can be unblocked.', notBlocked);
    for (const user of users) {
      await unblockAndRecord(trx, ctx.clock, user, { actor: auth.loginId, companyId, reason: body.reason });
    }
    return { loginIds: users.map((u) => u.login_id), status: 'ACTIVE' };
  });
}

/** PUT /api/companies/{id}/users/profile: a user's first and last name. */
export async function updateProfile(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  body: ProfileBody,
): Promise<UserProfile> {
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const [user] = await targetsOf(trx, companyId, [body.loginId]);
    await repo.updateName(trx, user!.id, { firstName: body.firstName, lastName: body.lastName, now });
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId,
      entityType: 'USER',
      entityId: user!.login_id,
      event: 'UPDATE_USER_PROFILE',
      description: `${auth.loginId} renamed ${user!.login_id}: '${user!.first_name} ${user!.last_name}' -> '${body.firstName} ${body.lastName}'`,
      before: { firstName: user!.first_name, lastName: user!.last_name },
      after: { firstName: body.firstName, lastName: body.lastName },
    });
    return { loginId: user!.login_id, firstName: body.firstName, lastName: body.lastName };
  });
}

/** Renames a user for another module's job (the bulk edit), in its transaction: the profile change's own write. */
export async function renameUser(
  db: Db,
  userId: number,
  name: { firstName: string; lastName: string; now: string },
): Promise<void> {
  await repo.updateName(db, userId, name);
}

// ---------------------------------------------------------------------------------------------
// Export

/** Rows read from the database at a time while the file streams (keyset: each batch costs the same). */
const EXPORT_BATCH = 500;

type ExportColumn = { header: UserAdminTextKey; width: number };
const USER_EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'firstName', width: 20 },
  { header: 'lastName', width: 20 },
  { header: 'email', width: 36 },
  { header: 'userType', width: 22 },
  { header: 'multipleSupplierAccess', width: 14 },
  { header: 'products', width: 60 },
  { header: 'lastLogin', width: 14 },
];
const BLOCKED_EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'name', width: 30 },
  { header: 'email', width: 36 },
  { header: 'products', width: 60 },
  { header: 'blockedReason', width: 50 },
  { header: 'blockedBy', width: 20 },
  { header: 'blockedOn', width: 14 },
];
/** The pending users tab's columns, as the web shows them. */
const PENDING_EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'firstName', width: 20 },
  { header: 'lastName', width: 20 },
  { header: 'loginId', width: 36 },
  { header: 'products', width: 60 },
  { header: 'stage', width: 24 },
  { header: 'invitationState', width: 16 },
  { header: 'taskType', width: 16 },
  { header: 'addedBy', width: 24 },
  { header: 'addedOn', width: 14 },
];
/** The access requests tab's columns, as the web shows them (the note whole, not cut at 35 characters). */
const REQUEST_EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'firstName', width: 20 },
  { header: 'lastName', width: 20 },
  { header: 'email', width: 36 },
  { header: 'products', width: 60 },
  { header: 'requesterNote', width: 80 },
  { header: 'requestDate', width: 14 },
];
const EXPORT_SHEETS: Record<ExportTab, { sheet: UserAdminTextKey; columns: ExportColumn[] }> = {
  users: { sheet: 'sheetUsers', columns: USER_EXPORT_COLUMNS },
  blocked: { sheet: 'sheetBlocked', columns: BLOCKED_EXPORT_COLUMNS },
  pending: { sheet: 'sheetPending', columns: PENDING_EXPORT_COLUMNS },
  requests: { sheet: 'sheetRequests', columns: REQUEST_EXPORT_COLUMNS },
};

const STAGE_TEXTS: Record<PendingStage, UserAdminTextKey> = {
  INVITATION_SENT: 'stageInvitationSent',
  GRANTING_ACCESS: 'stageGrantingAccess',
  COMPLETING: 'stageCompleting',
  WAITING_FOR_ACCESS: 'stageWaitingForAccess',
};

const TYPE_TEXTS: Record<UserTypeLabelKey, UserAdminTextKey> = {
  supplier: 'typeSupplier',
  thirdParty: 'typeThirdParty',
  basicVendor: 'typeBasicVendor',
  basicThirdParty: 'typeBasicThirdParty',
  account: 'typeAccount',
  unknown: 'typeUnknown',
};

/** DD-MM-YYYY (spec section 9, admin dates), in UTC. */
export function adminDate(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** The export's file name: users_<tab>_<YYYY-MM-DD>.xlsx. */
export function exportFileName(tab: ExportTab, now: Date): string {
  return `users_${tab}_${now.toISOString().slice(0, 10)}.xlsx`;
}

/**
 * GET /api/companies/{id}/users/export/{tabName}: every row of the tab matching the search, in the tab's order,
 * as a streamed .xlsx (decision records 007, 016 and 021), headers and values in the caller's language.
 */
export async function exportUsers(
  ctx: Ctx,
  locale: Locale,
  companyId: number,
  tab: ExportTab,
  query: ExportQuery,
  batchSize = EXPORT_BATCH,
): Promise<Readable> {
  if (query.sortBy && !EXPORT_TAB_SORT_COLUMNS[tab].includes(query.sortBy)) {
    throw badRequest(ERROR_CODES.validation, 'The sort column is not one of the tab’s.', {
      sortBy: USER_ADMIN_FIELD_ERRORS.sortByNotInTab,
    });
  }
  const t = (key: UserAdminTextKey) => userAdminText(locale, key);
  const { sheet, columns } = EXPORT_SHEETS[tab];
  const rows =
    tab === 'pending'
      ? await pendingCells(ctx, t, companyId, query, batchSize)
      : tab === 'requests'
        ? await requestCells(ctx, companyId, query, batchSize)
        : await userBatches(ctx, t, companyId, tab, query, batchSize);
  return xlsxStream({
    sheetName: t(sheet),
    columns: columns.map((c) => ({ header: t(c.header), width: c.width })),
    rows,
    modifiedAt: ctx.clock.now(),
    compressionLevel: 1,
  });
}

/** The asked column as one of the tab's (exportUsers has refused any other), or none. */
function sortOfTab<C extends string>(columns: readonly C[], sortBy: string | undefined): C | undefined {
  return isOneOf(columns, sortBy) ? sortBy : undefined;
}

/** The users or blocked users tab's rows as cells, batch by batch (keyset). */
async function userBatches(
  ctx: Ctx,
  t: (key: UserAdminTextKey) => string,
  companyId: number,
  tab: UserTab,
  query: ExportQuery,
  batchSize: number,
): Promise<AsyncGenerator<XlsxCell[][]>> {
  const company = await companyOf(ctx, companyId);
  const companyType = oneOf(TENANT_TYPES, company.type, 'UNKNOWN');
  const filter = filterOf(companyId, tab, query.search);
  const order = orderOf({ tab, sortBy: sortOfTab(TAB_SORT_COLUMNS[tab], query.sortBy), sortOrder: query.sortOrder });
  const db = ctx.db;

  const cellsOf = (row: UserRecord, products: string[]): XlsxCell[] => {
    const joined = products.join(PRODUCT_NAME_SEPARATOR);
    if (tab === 'blocked') {
      const r = toBlockedRow(row, products);
      return [r.name, r.email, joined, r.blockedReason, r.uiBlockedBy, adminDate(r.uiBlockedOn)];
    }
    const r = toUserRow(row, companyType, products);
    return [
      r.firstName,
      r.lastName,
      r.email,
      t(TYPE_TEXTS[r.uiCompanyType]),
      t(r.multipleSupplierAccess ? 'yes' : 'no'),
      joined,
      adminDate(r.uiLastLoginTime),
    ];
  };

  async function* batches(): AsyncGenerator<XlsxCell[][]> {
    let cursor: Cursor | null = null;
    for (;;) {
      const rows: UserRecord[] = await ctx.userSearch.next(filter, order, cursor, batchSize);
      if (rows.length === 0) return;
      const products = await productNamesByUser(
        db,
        rows.map((r) => r.id),
      );
      yield rows.map((row) => cellsOf(row, products.get(row.id) ?? []));
      const last = rows[rows.length - 1]!;
      cursor = { value: last[order.column], id: last.id };
      if (rows.length < batchSize) return;
    }
  }

  return batches();
}

/**
 * The pending users tab's rows as cells, batch by batch (keyset), in the list call's order: products joined, stage,
 * invitation state and type translated, the day added as DD-MM-YYYY.
 */
async function pendingCells(
  ctx: Ctx,
  t: (key: UserAdminTextKey) => string,
  companyId: number,
  query: ExportQuery,
  batchSize: number,
): Promise<AsyncGenerator<XlsxCell[][]>> {
  await companyOf(ctx, companyId);
  const sort = { sortBy: sortOfTab(PENDING_SORT_COLUMNS, query.sortBy), sortOrder: query.sortOrder };
  const batches = pendingBatches(ctx, companyId, { search: query.search, ...sort }, batchSize);

  async function* cells(): AsyncGenerator<XlsxCell[][]> {
    for await (const rows of batches) {
      yield rows.map((r) => [
        r.firstName,
        r.lastName,
        r.loginId,
        r.uiAppAccess.join(PRODUCT_NAME_SEPARATOR),
        t(STAGE_TEXTS[r.stage]),
        t(r.uiState === 'EXPIRED' ? 'invitationExpired' : 'invitationValid'),
        t('taskCreateUser'),
        r.createdByName,
        adminDate(r.uiCreatedOnDate),
      ]);
    }
  }
  return cells();
}

/**
 * The access requests tab's rows as cells, batch by batch (keyset), in the list call's order (GET
 * v1/identity/accounts/{tenantId}/access-requests, read through the access-approvals module's service): the
 * requester's note whole, the request day as DD-MM-YYYY.
 */
async function requestCells(
  ctx: Ctx,
  companyId: number,
  query: ExportQuery,
  batchSize: number,
): Promise<AsyncGenerator<XlsxCell[][]>> {
  await companyOf(ctx, companyId);
  const sort = { sortBy: sortOfTab(ACCESS_APPROVAL_SORT_COLUMNS, query.sortBy), sortOrder: query.sortOrder };
  const batches = requestBatches(ctx, companyId, { search: query.search, ...sort }, batchSize);

  async function* cells(): AsyncGenerator<XlsxCell[][]> {
    for await (const rows of batches) {
      yield rows.map((r) => [
        r.first_name,
        r.last_name,
        r.email,
        r.product_text,
        r.requestor_note,
        adminDate(r.create_time),
      ]);
    }
  }
  return cells();
}
