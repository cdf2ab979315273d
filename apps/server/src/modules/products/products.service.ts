import { ANALYTICS_EVENTS } from '@portal/contract/analytics';
import { ACCESS_STATUSES, type AccessStatus, type Tenant } from '@portal/contract/identity';
import { DEFAULT_LOCALE, type Locale } from '@portal/contract/locale';
import { isMarket, type Market } from '@portal/contract/markets';
import {
  ADMINISTRATORS_SHOWN_MAX,
  cardList,
  isTileHidden,
  PRODUCT_CODES,
  PRODUCT_ERROR_CODES,
  PRODUCT_GROUP_KEYS,
  RESTRICTED_LAUNCH_FLAGS,
  type CompanyAdministratorsResponse,
  type LaunchResponse,
  type PartnerAccessResponse,
  type ProductCode,
  type ProductGroupKey,
  type ProductListResponse,
  type ProductTile,
  type RestrictedLaunchResponse,
  type TenantProductsResponse,
} from '@portal/contract/products';
import { isSuperAdminGroup } from '@portal/contract/user-type';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { ProductsTable, ProductTextsTable } from '../../db/schema.js';
import { eventStampOf, insertEvents } from '../../platform/analytics.repository.js';
import { callerCompanyId, canActForCompany } from '../../platform/authorization.js';
import { findFirstAdministrator, viewerOf, type Viewer } from '../../platform/company-view.js';
import { callerLocale, preferredLocale } from '../../platform/caller-locale.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { MarketContext } from '../../platform/market.js';
import type { AuthContext } from '../../platform/session.js';
import { isOneOf } from '../../platform/unions.js';
import { answerFlag, environmentOf, evaluateFlag } from '../flags/flags.service.js';
import { asTenant, NO_TENANT } from '../identity/identity.service.js';
import * as repo from './products.repository.js';
import type { TilesReads } from './products.repository.js';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

type ProductRow = ProductsTable;
type TextRow = ProductTextsTable;
/** A catalogue row whose code and group the contract knows, with its text in the caller's language. */
type CatalogueProduct = {
  row: ProductRow;
  code: ProductCode;
  group: ProductGroupKey;
  text: TextRow | undefined;
  /** The text's key notes, parsed once. */
  keyNotes: string[];
};

const isProductCode = (value: string): value is ProductCode => isOneOf(PRODUCT_CODES, value);
const isGroup = (value: string): value is ProductGroupKey => isOneOf(PRODUCT_GROUP_KEYS, value);
const isAccessStatus = (value: string | undefined): value is AccessStatus => isOneOf(ACCESS_STATUSES, value);

/**
 * The catalogue and the products' addresses change only with a release (migrations and seed) or by hand in the
 * database, yet the launcher reads them on every call. They are kept in memory while the catalogue's version (moved by
 * triggers on every change to their tables) stays the same, so a change shows on the next call (decision record 027).
 * Keyed by database, so each test app has its own.
 */
type ReferenceCache = { version: number; entries: Map<string, Promise<unknown>> };
const referenceCache = new WeakMap<Db, ReferenceCache>();

async function referenceReader(db: Db) {
  return referenceReaderAt(db, await repo.findCatalogueVersion(db));
}

/** The reference reader for the catalogue's version as just read. */
function referenceReaderAt(db: Db, version: number) {
  let cache = referenceCache.get(db);
  if (!cache || cache.version !== version) referenceCache.set(db, (cache = { version, entries: new Map() }));
  const { entries } = cache;
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const cached = entries.get(key);
    if (cached) return cached as Promise<T>;
    const value = load();
    entries.set(key, value);
    // A failed read is not kept: the next call tries again.
    value.catch(() => {
      if (entries.get(key) === value) entries.delete(key);
    });
    return value;
  };
}

type ReferenceReader = ReturnType<typeof referenceReaderAt>;

/** The catalogue in display order, in one language (a missing text falls back to en-US). Rows the contract does not know are left out. */
function loadCatalogue(db: Db, reference: ReferenceReader, locale: Locale): Promise<CatalogueProduct[]> {
  return reference(`catalogue|${locale}`, () => readCatalogue(db, locale));
}

function loadProductUrls(
  db: Db,
  reference: ReferenceReader,
  market: string,
  environment: string,
): Promise<Map<string, string>> {
  return reference(`urls|${market}|${environment}`, () => repo.listProductUrls(db, market, environment));
}

async function readCatalogue(db: Db, locale: Locale): Promise<CatalogueProduct[]> {
  const [rows, texts] = await Promise.all([
    repo.listCatalogue(db),
    repo.listProductTexts(db, [locale, DEFAULT_LOCALE]),
  ]);
  const textOf = new Map(texts.map((t) => [`${t.product_code}|${t.locale}`, t]));
  const products: CatalogueProduct[] = [];
  for (const row of rows) {
    if (!isProductCode(row.code) || !isGroup(row.group_key)) continue;
    const text = textOf.get(`${row.code}|${locale}`) ?? textOf.get(`${row.code}|${DEFAULT_LOCALE}`);
    products.push({
      row,
      code: row.code,
      group: row.group_key,
      text,
      keyNotes: text ? parseNotes(text.key_notes) : [],
    });
  }
  return products;
}

function restrictedFlagOf(row: ProductRow): ProductTile['restricted_launch_flag'] {
  const flag = row.restricted_launch_flag;
  return isOneOf(RESTRICTED_LAUNCH_FLAGS, flag) ? flag : null;
}

/** hostsOfMarkets' answers, per configuration and hide_when_no_access text: every tile of every call needs one. */
const hostsOfMarketsCache = new WeakMap<Map<string, Market>, Map<string, string[]>>();

/** The hosts of the markets a product names in hide_when_no_access (from MARKET_HOSTS); a new array each call. */
function hostsOfMarkets(marketHosts: Map<string, Market>, codes: string): string[] {
  let byCodes = hostsOfMarketsCache.get(marketHosts);
  if (!byCodes) hostsOfMarketsCache.set(marketHosts, (byCodes = new Map()));
  let hosts = byCodes.get(codes);
  if (!hosts) byCodes.set(codes, (hosts = readHostsOfMarkets(marketHosts, codes)));
  return [...hosts];
}

function readHostsOfMarkets(marketHosts: Map<string, Market>, codes: string): string[] {
  const markets = new Set(
    codes
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(isMarket),
  );
  return [...marketHosts].filter(([, market]) => markets.has(market)).map(([host]) => host);
}

function parseNotes(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

function toTile(
  product: CatalogueProduct,
  access: AccessStatus | null,
  redirectUrl: string | null,
  hideWhenNoAccess: string[],
): ProductTile {
  const { row, text } = product;
  const learnMore =
    row.learn_more_analytics_id && text && text.learn_more_title
      ? {
          analyticsID: row.learn_more_analytics_id,
          title: text.learn_more_title,
          description: text.learn_more_description,
          keyNotes: [...product.keyNotes],
          image: row.learn_more_image ? { src: row.learn_more_image, alt: text.image_alt } : null,
          contactUsUrl: row.learn_more_contact_url ?? '/contactUs',
        }
      : null;
  return {
    code: product.code,
    group: product.group,
    title: text?.title ?? row.name,
    description: text?.description ?? '',
    footer: text?.footer ?? null,
    redirectUrl: access === 'ACCESS_COMPLETE' ? redirectUrl : null,
    isNewTab: row.new_tab === 1,
    restricted_launch_flag: restrictedFlagOf(row),
    accessStatus: access,
    hideWhenNoAccess,
    learnMoreContent: learnMore,
    accessPendingDescription: text?.access_pending_description ?? '',
  };
}

/**
 * Tiles handed out again for the same catalogue product (of one version and language), access, address and hosts, so
 * that the tiles call's serializer writes each one's JSON once (tiles-json.ts). Frozen, since calls share them.
 */
const sharedTiles = new WeakMap<CatalogueProduct, Map<string, ProductTile>>();

function sharedTile(
  product: CatalogueProduct,
  access: AccessStatus | null,
  redirectUrl: string | null,
  hideWhenNoAccess: string[],
): ProductTile {
  let tiles = sharedTiles.get(product);
  if (!tiles) sharedTiles.set(product, (tiles = new Map()));
  const key = JSON.stringify([access, redirectUrl, hideWhenNoAccess]);
  let tile = tiles.get(key);
  if (!tile) tiles.set(key, (tile = frozenTile(toTile(product, access, redirectUrl, hideWhenNoAccess))));
  return tile;
}

function frozenTile(tile: ProductTile): ProductTile {
  Object.freeze(tile.hideWhenNoAccess);
  if (tile.learnMoreContent) {
    Object.freeze(tile.learnMoreContent.keyNotes);
    if (tile.learnMoreContent.image) Object.freeze(tile.learnMoreContent.image);
    Object.freeze(tile.learnMoreContent);
  }
  return Object.freeze(tile);
}

/** GET /api/v1/products: the catalogue in the caller's language. */
export async function productList(ctx: Ctx, auth: AuthContext, market: MarketContext): Promise<ProductListResponse> {
  const reference = await referenceReader(ctx.db);
  const catalogue = await loadCatalogue(ctx.db, reference, await callerLocale(ctx.db, auth, market));
  return catalogue.map((p) => ({ id: p.code, name: p.text?.title ?? p.row.name, group: p.group }));
}

/** Restricted launch info: every product's alpha or beta flag, keyed by code. */
export async function restrictedLaunchInfo(ctx: Ctx): Promise<RestrictedLaunchResponse> {
  const rows = await repo.listCatalogue(ctx.db);
  return {
    products: Object.fromEntries(
      rows.filter((r) => isProductCode(r.code)).map((r) => [r.code, { restricted_launch_flag: restrictedFlagOf(r) }]),
    ),
  };
}

/** Whose grants a request reads: the caller's own, or (a third-party user) theirs for one associated supplier. */
type GrantSource = { kind: 'own' } | { kind: 'partner'; supplierCompanyId: number };
type Scope = { tenant: Tenant; companyId: number | null; grants: GrantSource };

type CompanyRow = NonNullable<TilesReads['company']>;

/**
 * The company a tenant id names, when the caller may act for it. Tenant 0 is 'no company', valid only
 * for a caller without one (internal users; a super admin acts for the company chosen as context).
 * Anything else answers 404, as if it did not exist.
 */
async function actableCompany(db: Db, auth: AuthContext, tenantId: number) {
  const company = tenantId === 0 ? undefined : await repo.findCompanyByTenantId(db, tenantId);
  return checkActable(db, auth, tenantId, company);
}

/** actableCompany's check, for `company`: the company with that tenant id as already read (undefined: none). */
async function checkActable(
  db: Db,
  auth: AuthContext,
  tenantId: number,
  company: CompanyRow | undefined,
): Promise<CompanyRow | null> {
  if (tenantId === 0) {
    if (auth.companyId === null && !isSuperAdminGroup(auth.group)) return null;
    throw notFound();
  }
  if (!company || !(await canActForCompany(db, auth, company.id))) throw notFound();
  return company;
}

/** A supplier (by tenant id) the caller's agency is associated with; only third-party users have one. */
async function associatedSupplier(db: Db, auth: AuthContext, supplierTenantId: number) {
  if (!auth.thirdPartyUser || auth.companyId === null) throw notFound();
  const supplier = await repo.findCompanyByTenantId(db, supplierTenantId);
  if (!supplier || !(await repo.findAssociation(db, auth.companyId, supplier.id))) throw notFound();
  return supplier;
}

async function resolveScope(
  db: Db,
  auth: AuthContext,
  tenantId: number,
  tenantCompany: CompanyRow | undefined,
  associatedTenantId: number | undefined,
): Promise<Scope> {
  const company = await checkActable(db, auth, tenantId, tenantCompany);
  if (associatedTenantId !== undefined) {
    // The third-party user names their own agency and the supplier they act for.
    if (!company || company.id !== auth.companyId) throw notFound();
    const supplier = await associatedSupplier(db, auth, associatedTenantId);
    return {
      tenant: asTenant(supplier),
      companyId: supplier.id,
      grants: { kind: 'partner', supplierCompanyId: supplier.id },
    };
  }
  if (!company) return { tenant: NO_TENANT, companyId: null, grants: { kind: 'own' } };
  // A third-party user naming an associated supplier directly acts for it too.
  const actsForSupplier =
    auth.thirdPartyUser && auth.companyId !== null && company.id !== auth.companyId && !isSuperAdminGroup(auth.group);
  return {
    tenant: asTenant(company),
    companyId: company.id,
    grants: actsForSupplier ? { kind: 'partner', supplierCompanyId: company.id } : { kind: 'own' },
  };
}

async function grantsOf(db: Db, userId: number | null, source: GrantSource): Promise<Map<string, string>> {
  // No viewer: a company without an administrator, viewed by a super admin, has no grants to show.
  if (userId === null) return new Map();
  if (source.kind === 'own') return repo.listUserGrants(db, userId);
  const rows = await repo.listPartnerGrants(db, userId, [source.supplierCompanyId]);
  return new Map(rows.map((r) => [r.product_code, r.access_status]));
}

/** The flag that adds Insights Activation to the card lists. */
const INSIGHTS_ACTIVATION_FLAG = 'insights-activation-rollout';

/** The products this market and environment offer a user (spec card lists, with the insights-activation flag). */
async function offeredCodes(db: Db, flagUserKey: string, market: MarketContext): Promise<Set<ProductCode>> {
  return offeredCodesWith(market, await evaluateFlag(db, INSIGHTS_ACTIVATION_FLAG, market, flagUserKey));
}

/**
 * Whose grants and flags a scope's tiles read: the caller's own; for a super admin (or the spectator) acting for the
 * company, the company's view, its first administrator's (null: it has none, so no grants). A partner's grants stay
 * the caller's.
 */
async function scopeViewer(db: Db, auth: AuthContext, scope: Scope): Promise<Viewer | null> {
  const own = { userId: auth.userId, loginId: auth.loginId };
  if (scope.grants.kind !== 'own' || scope.companyId === null || !isSuperAdminGroup(auth.group)) return own;
  return (await findFirstAdministrator(db, scope.companyId)) ?? null;
}

function offeredCodesWith(market: MarketContext, insightsActivation: boolean): Set<ProductCode> {
  return new Set(cardList({ market: market.code, production: market.production, insightsActivation }));
}

/** The request's host without a port, as isTileHidden compares it. */
function bareHost(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}

/** GET /api/v2/identity/tenants/{tenantId}/products: the tiles the caller sees, in catalogue order. */
export async function tenantProducts(
  ctx: Ctx,
  auth: AuthContext,
  market: MarketContext,
  tenantId: number,
  associatedTenantId: number | undefined,
): Promise<TenantProductsResponse> {
  const environment = environmentOf(market);
  const reads = await repo.readForTiles(ctx.db, {
    tenantId,
    loginId: auth.loginId,
    flagKey: INSIGHTS_ACTIVATION_FLAG,
    market: market.code,
    environment,
  });
  const scope = await resolveScope(ctx.db, auth, tenantId, reads.company, associatedTenantId);
  const viewer = await scopeViewer(ctx.db, auth, scope);
  const reference = referenceReaderAt(ctx.db, reads.catalogueVersion);
  const offered = offeredCodesWith(
    market,
    answerFlag(INSIGHTS_ACTIVATION_FLAG, reads.flag, viewer?.loginId ?? auth.loginId),
  );
  const [grants, urls, catalogue] = await Promise.all([
    grantsOf(ctx.db, viewer?.userId ?? null, scope.grants),
    loadProductUrls(ctx.db, reference, market.code, environment),
    loadCatalogue(ctx.db, reference, preferredLocale(reads.languageCode, market.defaultLocale)),
  ]);
  const host = bareHost(market.host);
  const products = catalogue
    .filter((p) => offered.has(p.code))
    .map((p) => {
      const status = grants.get(p.code);
      return sharedTile(
        p,
        isAccessStatus(status) ? status : null,
        urls.get(p.code) ?? null,
        hostsOfMarkets(ctx.config.marketHosts, p.row.hide_when_no_access),
      );
    })
    .filter((tile) => !isTileHidden(tile, host));
  return { tenant: scope.tenant, products };
}

/**
 * POST /api/v2/identity/tenants/{tenantId}/fetch-active-partner-access-apps: for the caller's own
 * (agency) company, each associated supplier with the caller's grants for it. A company without
 * associations answers an empty list; any other tenant 404.
 */
export async function partnerAccess(
  ctx: Ctx,
  auth: AuthContext,
  tenantId: number,
  onlyTenantIds: number[] | undefined,
): Promise<PartnerAccessResponse> {
  const company = await actableCompany(ctx.db, auth, tenantId);
  if (!company) return { partners: [] };
  if (company.id !== callerCompanyId(auth)) throw notFound();
  const wanted = onlyTenantIds ? new Set(onlyTenantIds) : undefined;
  const suppliers = (await repo.listAssociatedSuppliers(ctx.db, company.id)).filter(
    (s) => !wanted || wanted.has(s.tenant_id),
  );
  const grants = await repo.listPartnerGrants(
    ctx.db,
    auth.userId,
    suppliers.map((s) => s.id),
  );
  return {
    partners: suppliers.map((supplier) => ({
      tenant: asTenant(supplier),
      products: grants.flatMap((g) =>
        g.supplier_company_id === supplier.id && isProductCode(g.product_code) && isAccessStatus(g.access_status)
          ? [{ product_id: g.product_code, accessStatus: g.access_status }]
          : [],
      ),
    })),
  };
}

/**
 * GET /api/v2/identity/tenants/{tenantId}/administrators: whom a user without access turns to, the administrators of
 * a company the caller may act for (their own; for a third-party user, an associated supplier, whose administrators
 * grant its partners' access; for a super admin, the chosen company). Tenant 0 (no company) has none; any other
 * tenant answers 404.
 */
export async function companyAdministrators(
  ctx: Ctx,
  auth: AuthContext,
  tenantId: number,
): Promise<CompanyAdministratorsResponse> {
  const company = await actableCompany(ctx.db, auth, tenantId);
  if (!company) return { administrators: [] };
  return { administrators: await repo.listCompanyAdministrators(ctx.db, company.id, ADMINISTRATORS_SHOWN_MAX) };
}

/**
 * POST /api/v1/products/{code}/launches: the address to open, for a product the caller has complete
 * access to (their own, or a third-party user's for the associated supplier named; for a super admin acting for a
 * company, the company's view: its first administrator's); records a launch event for the company acted for.
 * The spectator never gets here: the route refuses a view-only caller.
 */
export async function launch(
  ctx: Ctx,
  auth: AuthContext,
  market: MarketContext,
  code: ProductCode,
  associatedTenantId: number | undefined,
): Promise<LaunchResponse> {
  let source: GrantSource = { kind: 'own' };
  let companyId = callerCompanyId(auth);
  let viewer: Viewer | null = { userId: auth.userId, loginId: auth.loginId };
  if (associatedTenantId !== undefined) {
    const supplier = await associatedSupplier(ctx.db, auth, associatedTenantId);
    source = { kind: 'partner', supplierCompanyId: supplier.id };
    companyId = supplier.id;
  } else {
    viewer = await viewerOf(ctx.db, auth);
  }
  const grants = await grantsOf(ctx.db, viewer?.userId ?? null, source);
  if (grants.get(code) !== 'ACCESS_COMPLETE')
    throw new AppError(403, PRODUCT_ERROR_CODES.noAccess, 'You do not have access to this product.');
  const notAvailable = new AppError(404, PRODUCT_ERROR_CODES.notAvailable, 'This product is not available here.');
  const [offered, product, url] = await Promise.all([
    offeredCodes(ctx.db, viewer?.loginId ?? auth.loginId, market),
    repo.findProduct(ctx.db, code),
    repo.findProductUrl(ctx.db, code, market.code, environmentOf(market)),
  ]);
  if (!offered.has(code) || !product || !url) throw notAvailable;
  const now = ctx.clock.now().toISOString();
  const isNewTab = product.new_tab === 1;
  await insertEvents(
    ctx.db,
    [
      {
        name: ANALYTICS_EVENTS.productLaunch,
        properties: { product: code, new_tab: isNewTab, associated_tenant_id: associatedTenantId ?? null },
        occurred_at: now,
        path: '/apps',
      },
    ],
    { userId: auth.userId, companyId, market: market.code, receivedAt: now, ...(await eventStampOf(ctx.db, auth)) },
  );
  return { redirectUrl: url, isNewTab };
}
