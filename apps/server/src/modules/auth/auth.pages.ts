import type { Locale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import { isRouteVisibleInMarket, ROUTES } from '@portal/contract/routes';
import { LANGUAGE_NAMES } from '@portal/contract/texts';
import { escapeHtml } from '../../platform/texts.js';
import { RESET_HUMAN_CHECK_SCRIPT_PATH } from './auth.human-check-script.js';
import { AUTH_STYLES_PATH, PASSWORD_TOGGLE_SCRIPT_PATH } from './auth.page-assets.js';
import { authHtml, authText, type AuthTextKey } from './auth.texts.js';

type Notice = { kind: 'error' | 'info'; text: string };

/** A problem with one field of a form: shown under it and tied to it (aria-invalid, aria-describedby). */
export type FieldError = { field: string; text: string };

/** What every page shows: the language, the languages its market offers, where a language link goes, the market. */
export type PageContext = { locale: Locale; locales: readonly Locale[]; languagePath: string; market: Market };

/**
 * A page in the frame: its title and content; `description` for search engines; `wide` to lay the content out on
 * the whole width (the landing) instead of one card; `headerLinks` (the landing's Sign in) after the support link,
 * and with them the header collapses into a menu below 768 px (a `details` element: no script needed).
 */
export type PageFrame = PageContext & {
  title: string;
  body: string;
  scripts?: readonly string[];
  description?: string;
  wide?: boolean;
  headerLinks?: readonly { href: string; label: string }[];
};

/** The language choices, each a link to the same page in that language (no script needed). */
function languageList({ locale, locales, languagePath }: PageContext, labelledBy?: string): string {
  const joiner = languagePath.includes('?') ? '&' : '?';
  const items = locales
    .map((code) =>
      code === locale
        ? `<li><span aria-current="true" lang="${code}">${LANGUAGE_NAMES[code]}</span></li>`
        : `<li><a href="${escapeHtml(`${languagePath}${joiner}lang=${code}`)}" lang="${code}" hreflang="${code}">${LANGUAGE_NAMES[code]}</a></li>`,
    )
    .join('');
  const label = labelledBy ? ` aria-labelledby="${labelledBy}"` : '';
  return `<ul class="languages"${label}>${items}</ul>`;
}

/**
 * The footer of every page, like the web app's: the legal documents the market shows (terms on US only, the
 * privacy policy everywhere but MX: isRouteVisibleInMarket), contact us, and the language.
 */
function footer(page: PageContext): string {
  const t = (key: AuthTextKey) => authHtml(page.locale, key);
  const links = [
    { path: ROUTES.terms, key: 'termsLink' as const },
    { path: ROUTES.privacyPolicy, key: 'privacyLink' as const },
    { path: ROUTES.contactUs, key: 'contactLink' as const },
  ]
    .filter(({ path }) => isRouteVisibleInMarket(path, page.market))
    .map(({ path, key }) => `<li><a href="${path}">${t(key)}</a></li>`)
    .join('');
  const languages =
    page.locales.length > 1
      ? `<div class="foot-languages"><span id="footer-language">${t('languageLabel')}:</span>${languageList(page, 'footer-language')}</div>`
      : '';
  return `<footer class="foot"><nav aria-label="${t('footerLabel')}"><ul>${links}</ul></nav>${languages}</footer>`;
}

/** The header's links (support, the page's own) and language list: the wide header's, or the menu's. */
function headerNavigation(page: PageFrame): string {
  const t = (key: AuthTextKey) => authHtml(page.locale, key);
  const links = (page.headerLinks ?? [])
    .map(({ href, label }) => `<a class="bar-button" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`)
    .join('');
  const languages =
    page.locales.length > 1 ? `<nav aria-label="${t('languageLabel')}">${languageList(page)}</nav>` : '';
  return `<a class="bar-link" href="${ROUTES.supportHome}">${t('supportLink')}</a>${languages}${links}`;
}

function header(page: PageFrame): string {
  const t = (key: AuthTextKey) => authHtml(page.locale, key);
  const brand = `<a class="brand" href="/">${t('productName')}</a>`;
  if (!page.headerLinks) return `<header class="bar">${brand}\n${headerNavigation(page)}</header>`;
  return `<header class="bar with-menu">${brand}
<div class="bar-wide">${headerNavigation(page)}</div>
<details class="bar-menu"><summary id="header-menu-button" class="bar-button">${t('menu')}</summary>
<div id="header-menu" class="bar-menu-panel">${headerNavigation(page)}</div></details></header>`;
}

export function frame(page: PageFrame): string {
  const { locale, title, body } = page;
  const t = (key: AuthTextKey) => authHtml(locale, key);
  const scripts = (page.scripts ?? []).map((src) => `<script src="${src}" defer></script>`).join('');
  const description = page.description ? `\n<meta name="description" content="${escapeHtml(page.description)}">` : '';
  const main = page.wide
    ? `<main id="main" tabindex="-1" class="wide">${body}</main>`
    : `<main id="main" tabindex="-1"><div class="card">${body}</div></main>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${t('productName')}</title>${description}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${AUTH_STYLES_PATH}">
${scripts}
</head>
<body>
<a class="skip" href="#main">${t('skipToContent')}</a>
${header(page)}
${main}
${footer(page)}
</body>
</html>`;
}

function notices(list: Notice[], id?: string): string {
  return list
    .map((n, index) => {
      const attribute = id && index === 0 ? ` id="${id}"` : '';
      return n.kind === 'error'
        ? `<div${attribute} class="notice error" role="alert">${escapeHtml(n.text)}</div>`
        : `<div${attribute} class="notice info" role="status">${escapeHtml(n.text)}</div>`;
    })
    .join('');
}

type InputSpec = {
  id: string;
  label: string;
  type: 'text' | 'password';
  autocomplete: string;
  value?: string;
  /** Ids of hints always tied to the input. */
  hints?: readonly string[];
  /** The field's own error, shown under it. */
  error?: string | undefined;
  /** A form-level error that is also about this field (wrong login ID or password). */
  formErrorId?: string | undefined;
  autofocus?: boolean;
  extra?: string;
  /** Offer a show-password button (shown by its script). */
  toggle?: { locale: Locale };
};

/** A labelled input, its error under it; the error and hints are tied to it, and an error marks it invalid. */
function input(spec: InputSpec): string {
  const errorId = `${spec.id}-error`;
  const describedBy = [
    ...(spec.error ? [errorId] : []),
    ...(spec.formErrorId ? [spec.formErrorId] : []),
    ...(spec.hints ?? []),
  ];
  const invalid = spec.error || spec.formErrorId;
  const attributes = [
    `id="${spec.id}"`,
    `name="${spec.id}"`,
    `type="${spec.type}"`,
    `autocomplete="${spec.autocomplete}"`,
    'required',
    ...(spec.value !== undefined ? [`value="${escapeHtml(spec.value)}"`] : []),
    ...(describedBy.length ? [`aria-describedby="${describedBy.join(' ')}"`] : []),
    ...(invalid ? ['aria-invalid="true"'] : []),
    ...(spec.autofocus ? ['autofocus'] : []),
    ...(spec.extra ? [spec.extra] : []),
  ].join(' ');
  const toggle = spec.toggle
    ? `<button type="button" class="toggle" data-toggles="${spec.id}" aria-controls="${spec.id}" aria-pressed="false" hidden>${authHtml(spec.toggle.locale, 'showPassword')}</button>`
    : '';
  const error = spec.error ? `<p id="${errorId}" class="field-error">${escapeHtml(spec.error)}</p>` : '';
  return `<div class="field"><label for="${spec.id}">${spec.label}</label>
<div class="control"><input ${attributes}>${toggle}</div>${error}</div>`;
}

/** The field that gets the focus: the first with an error, else the first not yet filled. */
function focusTarget(fields: readonly string[], errors: readonly FieldError[], filled: readonly string[] = []): string {
  return (
    fields.find((field) => errors.some((e) => e.field === field)) ??
    fields.find((field) => !filled.includes(field)) ??
    fields[0]!
  );
}

const errorOf = (errors: readonly FieldError[], field: string) => errors.find((e) => e.field === field)?.text;

export type SignInPage = PageContext & {
  lastUrl: string;
  loginId?: string;
  notices: Notice[];
  /** Problems with single fields (an empty form). */
  fieldErrors?: FieldError[];
  /** The error notice is about both fields (a wrong Login ID or password): both are marked and tied to it. */
  credentialsRefused?: boolean;
  demoPassword?: string | undefined;
};

const SIGN_IN_FIELDS = ['loginId', 'password'] as const;

export function renderSignInPage(page: SignInPage): string {
  const { locale } = page;
  const t = (key: AuthTextKey) => authHtml(locale, key);
  const fieldErrors = page.fieldErrors ?? [];
  const formErrorId = page.credentialsRefused ? 'form-error' : undefined;
  const focus = page.credentialsRefused
    ? 'password'
    : focusTarget(SIGN_IN_FIELDS, fieldErrors, page.loginId ? ['loginId'] : []);
  const demo = page.demoPassword
    ? `<p class="hint after">${authHtml(locale, 'demoHint', { password: page.demoPassword })}</p>`
    : '';
  const body = `<h1>${t('signInTitle')}</h1>
<p>${t('signInIntro')}</p>
${notices(page.notices, 'form-error')}
<form method="post" action="/api/login" novalidate>
<input type="hidden" name="lastUrl" value="${escapeHtml(page.lastUrl)}">
${input({
  id: 'loginId',
  label: t('loginIdLabel'),
  type: 'text',
  autocomplete: 'username',
  value: page.loginId ?? '',
  error: errorOf(fieldErrors, 'loginId'),
  formErrorId,
  autofocus: focus === 'loginId',
  extra: 'autocapitalize="none" spellcheck="false"',
})}
${input({
  id: 'password',
  label: t('passwordLabel'),
  type: 'password',
  autocomplete: 'current-password',
  error: errorOf(fieldErrors, 'password'),
  formErrorId,
  autofocus: focus === 'password',
  toggle: { locale },
})}
<button type="submit">${t('submit')}</button>
</form>
<p class="after"><a href="/api/password-reset/request?lang=${locale}">${t('forgotPassword')}</a></p>
${demo}`;
  return frame({ ...page, title: authText(locale, 'signInTitle'), body, scripts: [PASSWORD_TOGGLE_SCRIPT_PATH] });
}

/**
 * The press-and-hold check of the reset-request form (decision record 011): shown and run by a script of the
 * portal's own, which puts the proof in the `humanProof` field; without scripts the page says so.
 */
function holdCheck(locale: Locale, error: string | undefined): string {
  const t = (key: AuthTextKey) => authHtml(locale, key);
  const described = error ? 'hold-instructions hold-error' : 'hold-instructions';
  const errorText = error ? `<p id="hold-error" class="field-error">${escapeHtml(error)}</p>` : '';
  return `<div id="hold-box" class="hold" hidden data-done="${t('holdDone')}" data-try-again="${t('holdTryAgain')}">
<p id="hold-instructions">${t('holdInstructions')}</p>
<button type="button" id="hold" class="hold-button" aria-describedby="${described}"${error ? ' autofocus' : ''}>${t('holdButton')}</button>${errorText}
<p id="hold-status" class="hint" role="status"></p>
</div>
<noscript><div class="notice error">${t('holdNeedsScript')}</div></noscript>
<input type="hidden" id="humanProof" name="humanProof" value="">`;
}

export function renderResetRequestPage(
  page: Omit<PageContext, 'languagePath'>,
  state: { sent: boolean; notices: Notice[]; fieldErrors?: FieldError[]; loginId?: string },
): string {
  const { locale } = page;
  const t = (key: AuthTextKey) => authHtml(locale, key);
  const fieldErrors = state.fieldErrors ?? [];
  const holdError = errorOf(fieldErrors, 'hold');
  const form = state.sent
    ? `<div class="notice info" role="status">${t('resetRequestSent')}</div>`
    : `<p>${t('resetRequestIntro')}</p>${notices(state.notices)}
<form method="post" action="/api/password-reset/request" novalidate>
<input type="hidden" name="lang" value="${locale}">
${input({
  id: 'loginId',
  label: t('loginIdLabel'),
  type: 'text',
  autocomplete: 'username',
  value: state.loginId ?? '',
  error: errorOf(fieldErrors, 'loginId'),
  autofocus: !holdError,
  extra: 'autocapitalize="none" spellcheck="false"',
})}
${holdCheck(locale, holdError)}
<button type="submit">${t('resetRequestSubmit')}</button>
</form>`;
  const body = `<h1>${t('resetRequestTitle')}</h1>${form}<p class="after"><a href="/api/login?lang=${locale}">${t('backToSignIn')}</a></p>`;
  return frame({
    ...page,
    title: authText(locale, 'resetRequestTitle'),
    body,
    languagePath: '/api/password-reset/request',
    scripts: state.sent ? [] : [RESET_HUMAN_CHECK_SCRIPT_PATH],
  });
}

const RESET_FIELDS = ['password', 'confirm'] as const;

export function renderResetPage(
  page: Omit<PageContext, 'languagePath'>,
  state: { token: string | null; notices: Notice[]; fieldErrors?: FieldError[] },
): string {
  const { locale } = page;
  const t = (key: AuthTextKey) => authHtml(locale, key);
  const fieldErrors = state.fieldErrors ?? [];
  const focus = focusTarget(RESET_FIELDS, fieldErrors);
  const content = state.token
    ? `${notices(state.notices)}
<form method="post" action="/api/password-reset" novalidate>
<input type="hidden" name="token" value="${escapeHtml(state.token)}">
<input type="hidden" name="lang" value="${locale}">
${input({
  id: 'password',
  label: t('newPasswordLabel'),
  type: 'password',
  autocomplete: 'new-password',
  hints: ['password-rules'],
  error: errorOf(fieldErrors, 'password'),
  autofocus: focus === 'password',
  extra: 'minlength="12"',
  toggle: { locale },
})}
<p id="password-rules" class="hint">${t('passwordRules')}</p>
${input({
  id: 'confirm',
  label: t('confirmPasswordLabel'),
  type: 'password',
  autocomplete: 'new-password',
  error: errorOf(fieldErrors, 'confirm'),
  autofocus: focus === 'confirm',
  toggle: { locale },
})}
<button type="submit">${t('resetSubmit')}</button>
</form>`
    : `<div class="notice error" role="alert">${t('resetInvalid')}</div>
<p><a href="/api/password-reset/request?lang=${locale}">${t('resetRequestTitle')}</a></p>`;
  const body = `<h1>${t('resetTitle')}</h1>${content}<p class="after"><a href="/api/login?lang=${locale}">${t('backToSignIn')}</a></p>`;
  const languagePath = state.token
    ? `/api/password-reset?token=${encodeURIComponent(state.token)}`
    : '/api/password-reset';
  return frame({
    ...page,
    title: authText(locale, 'resetTitle'),
    body,
    languagePath,
    scripts: state.token ? [PASSWORD_TOGGLE_SCRIPT_PATH] : [],
  });
}
