import { ACCOUNT_TYPES, COMPANY_TYPES, type AccountType, type CompanyType } from '@portal/contract/identity';
import { DEFAULT_LOCALE, resolveLocale, type Locale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import {
  documentPdfFileName,
  REGISTRATION_ERROR_CODES,
  registrationVariant,
  requiredDocuments,
  type Acceptance,
  type CompleteRegistrationBody,
  type PortalDocument,
  type UserCompanies,
} from '@portal/contract/registration';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { canAdministerCompany, mustRegister } from '../../platform/authorization.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/session.js';
import { findUserById, findUserByLoginId } from '../../platform/users.repository.js';
import { assertOfferedChoices } from '../profile/profile.rules.js';
import { isOneOf, oneOf } from '../../platform/unions.js';
import { renderDocumentPdf } from './registration.pdf.js';
import * as repo from './registration.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type Variant = 'basic' | 'standard';

const isCompanyType = (value: string | null | undefined): value is CompanyType => isOneOf(COMPANY_TYPES, value);
const asAccountType = (value: string | null | undefined): AccountType => oneOf(ACCOUNT_TYPES, value, 'charter');

/** Today's date (UTC) as the documents' effective dates are written: YYYY-MM-DD. */
function today(ctx: Ctx): string {
  return ctx.clock.now().toISOString().slice(0, 10);
}

function parseSections(json: string): PortalDocument['sections'] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as PortalDocument['sections']) : [];
}

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

/** The current version of a document in a language, else in en-US; 404 when the document has none in effect. */
export async function currentDocument(ctx: Ctx, assetPath: string, locale: Locale): Promise<PortalDocument> {
  const version = await repo.findCurrentVersion(ctx.db, assetPath, today(ctx));
  if (!version) throw notFound('No such document');
  const texts = await repo.findDocumentTexts(ctx.db, assetPath, version, locale);
  const row = texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale === DEFAULT_LOCALE);
  if (!row) throw notFound('No such document');
  return {
    assetPath,
    version,
    locale: resolveLocale(row.locale),
    title: row.title,
    effectiveDate: row.effective_date,
    sections: parseSections(row.sections),
  };
}

/** The same document as a PDF, with the file name the web offers for it. */
export async function documentPdf(
  ctx: Ctx,
  assetPath: string,
  locale: Locale,
): Promise<{ fileName: string; body: Buffer }> {
  const document = await currentDocument(ctx, assetPath, locale);
  return { fileName: documentPdfFileName(assetPath, document.version), body: await renderDocumentPdf(document) };
}

// ---------------------------------------------------------------------------------------------
// Completing a registration
// ---------------------------------------------------------------------------------------------

/** The caller's own user and company; any other company (or none: super admins, internal users) is 404. */
async function ownRegistration(ctx: Ctx, auth: AuthContext, companyId: number) {
  const user = await findUserById(ctx.db, auth.userId);
  if (!user || user.company_id !== companyId || !isCompanyType(user.company_type)) throw notFound();
  return { ...user, company_type: user.company_type };
}

/**
 * What each accepted document becomes once checked: every required document named, each at its current
 * version; the language recorded is the one the user read it in (theirs, or en-US where untranslated).
 */
async function checkedAcceptances(
  ctx: Ctx,
  companyType: CompanyType,
  body: CompleteRegistrationBody,
  now: string,
): Promise<repo.AcceptanceRow[]> {
  const accepted = new Map(body.accepted.map((a) => [a.assetPath, a.version]));
  const missing = requiredDocuments(companyType).filter((path) => !accepted.has(path));
  if (missing.length > 0) {
    throw new AppError(400, REGISTRATION_ERROR_CODES.documentsMissing, 'Every required document must be accepted.', {
      missing,
    });
  }
  const rows: repo.AcceptanceRow[] = [];
  const outdated: { assetPath: string; accepted: string; current: string | null }[] = [];
  for (const [assetPath, version] of accepted) {
    const current = await repo.findCurrentVersion(ctx.db, assetPath, today(ctx));
    if (current !== version) {
      outdated.push({ assetPath, accepted: version, current: current ?? null });
      continue;
    }
    const texts = await repo.findDocumentTexts(ctx.db, assetPath, version, body.language_code);
    const locale = texts.some((t) => t.locale === body.language_code) ? body.language_code : DEFAULT_LOCALE;
    rows.push({ assetPath, version, locale, acceptedAt: now });
  }
  if (outdated.length > 0) {
    throw new AppError(
      409,
      REGISTRATION_ERROR_CODES.documentOutdated,
      'A document has changed since it was read; read the current version.',
      { outdated },
    );
  }
  return rows;
}

function toAcceptance(row: repo.AcceptanceRow): Acceptance {
  return {
    assetPath: row.assetPath,
    version: row.version,
    locale: resolveLocale(row.locale),
    acceptedAt: row.acceptedAt,
  };
}

/**
 * PUT /api/companies/{companyId}/users/complete-registration[/basic]: the caller's own company only, through
 * the variant of its company type, once; names, time zone and language are saved with the acceptances.
 */
export async function completeRegistration(
  ctx: Ctx,
  auth: AuthContext,
  market: Market,
  companyId: number,
  variant: Variant,
  body: CompleteRegistrationBody,
): Promise<{ registration_completed: true; acceptances: Acceptance[] }> {
  const user = await ownRegistration(ctx, auth, companyId);
  if (registrationVariant(user.company_type) !== variant) {
    throw new AppError(
      400,
      REGISTRATION_ERROR_CODES.wrongVariant,
      'This company type registers through the other call.',
    );
  }
  const alreadyCompleted = new AppError(
    409,
    REGISTRATION_ERROR_CODES.alreadyCompleted,
    'Registration is already complete.',
  );
  if (user.registration_completed === 1) throw alreadyCompleted;
  assertOfferedChoices(market, { timezone: body.timezone, language: body.language_code });
  const now = ctx.clock.now().toISOString();
  const rows = await checkedAcceptances(ctx, user.company_type, body, now);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.completeUser(trx, user.id, { firstName: body.first_name, lastName: body.last_name, now })))
      throw alreadyCompleted;
    await repo.saveTimezoneAndLanguage(trx, {
      loginId: user.login_id,
      timezone: body.timezone,
      languageCode: body.language_code,
      now,
    });
    await repo.insertAcceptances(trx, user.id, companyId, rows);
    await recordActivity(trx, ctx.clock, {
      actor: auth.loginId,
      companyId,
      entityType: 'USER',
      entityId: user.login_id,
      event: 'REGISTRATION_COMPLETED',
      description: `${user.login_id} completed registration, accepting ${rows.map((r) => `${r.assetPath} ${r.version} (${r.locale})`).join(', ')}`,
    });
    const pendingId = await repo.endPendingUser(trx, user.login_id);
    if (pendingId !== undefined) {
      await recordActivity(trx, ctx.clock, {
        actor: auth.loginId,
        companyId,
        entityType: 'PENDING_USER',
        entityId: String(pendingId),
        event: 'INVITATION_COMPLETED',
        description: `${user.login_id} completed registration: before pending user ${pendingId} at stage COMPLETING; after a registered user, the pending user ended`,
      });
    }
  });
  return { registration_completed: true, acceptances: rows.map(toAcceptance) };
}

// ---------------------------------------------------------------------------------------------
// A user's companies and acceptances: oneself, or a user of a company one administers
// ---------------------------------------------------------------------------------------------

/**
 * Oneself always; another user only for a registered caller with LIST USER in a company they administer (not an
 * agency's suppliers); anyone else 404.
 */
async function visibleUser(db: Db, auth: AuthContext, loginId: string | undefined) {
  const target = loginId ?? auth.loginId;
  const self = target.toLowerCase() === auth.loginId.toLowerCase();
  const user = await findUserByLoginId(db, target);
  if (!user) throw notFound();
  if (self) return user;
  if (user.company_id === null || !hasPermission(auth.permissions, PERMISSIONS.listUsers) || mustRegister(auth))
    throw notFound();
  if (!canAdministerCompany(auth, user.company_id)) throw notFound();
  return user;
}

/** GET /api/users/companies?loginId=: the company a user belongs to (none for internal users) and its registration. */
export async function userCompanies(ctx: Ctx, auth: AuthContext, loginId: string | undefined): Promise<UserCompanies> {
  const user = await visibleUser(ctx.db, auth, loginId);
  const companies =
    user.company_id !== null && isCompanyType(user.company_type)
      ? [
          {
            companyId: user.company_id,
            companyName: user.company_name ?? '',
            companyType: user.company_type,
            accountType: asAccountType(user.account_type),
            registrationCompleted: user.registration_completed === 1,
            requiredDocuments: requiredDocuments(user.company_type),
          },
        ]
      : [];
  return { loginId: user.login_id, companies };
}

/** GET /api/users/{loginId}/acceptances: the documents a user accepted, with version, language and time. */
export async function acceptances(
  ctx: Ctx,
  auth: AuthContext,
  loginId: string,
): Promise<{ loginId: string; acceptances: Acceptance[] }> {
  const user = await visibleUser(ctx.db, auth, loginId);
  const rows = await repo.listAcceptances(ctx.db, user.id);
  return {
    loginId: user.login_id,
    acceptances: rows.map((r) =>
      toAcceptance({ assetPath: r.asset_path, version: r.version, locale: r.locale, acceptedAt: r.accepted_at }),
    ),
  };
}
