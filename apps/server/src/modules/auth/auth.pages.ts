import { HUMAN_CHECK, HUMAN_CHECK_PATHS } from '@portal/contract/human-check';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import type { Locale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import { isRouteVisibleInMarket, ROUTES } from '@portal/contract/routes';
import { LANGUAGE_NAMES } from '@portal/contract/texts';
import { attributes, html, htmlDocument, join, type SafeHtml } from '../../platform/html.js';
import { PAGE_ASSETS } from '../../platform/page-assets.js';
import { authText, type AuthTextKey } from './auth.texts.js';

type Notice = { kind: 'error' | 'info'; text: string };

/** A problem with one field of a form: shown under it and tied to it (aria-invalid, aria-describedby). */
export type FieldError = { field: string; text: string };

/** What every page shows: the language, the languages its market offers, where a language link goes, the market. */
export type PageContext = { locale: Locale; locales: readonly Locale[]; languagePath: string; market: Market };

/**
 * A page in the frame: its title and content (written with `html`, so every value in it is escaped); `description`
 * for search engines; `wide` to lay the content out on the whole width (the landing) instead of one card;
 * `headerLinks` (the landing's Sign in) after the support link, and with them the header collapses into a menu
 * below 768 px (a `details` element: no script needed); `scripts`, files of PAGE_ASSETS.
 */
export type PageFrame = PageContext & {
  title: string;
  body: SafeHtml;
  scripts?: readonly string[];
  description?: string;
  wide?: boolean;
  headerLinks?: readonly { href: string; label: string }[];
};

/** The language choices, each a link to the same page in that language (no script needed). */
function languageList({ locale, locales, languagePath }: PageContext, labelledBy?: string): SafeHtml {
  const joiner = languagePath.includes('?') ? '&' : '?';
  const items = locales.map((code) =>
    code === locale
      ? html`<li><span aria-current="true" lang="${code}">${LANGUAGE_NAMES[code]}</span></li>`
      : html`<li><a href="${`${languagePath}${joiner}lang=${code}`}" lang="${code}" hreflang="${code}">${LANGUAGE_NAMES[code]}</a></li>`,
  );
  return html`<ul ${attributes({ class: 'languages', 'aria-labelledby': labelledBy })}>${items}</ul>`;
}

/**
 * The footer of every page, like the web app's: the legal documents the market shows (terms on US only, the
 * privacy policy everywhere but MX: isRouteVisibleInMarket), contact us, and the language.
 */
function footer(page: PageContext): SafeHtml {
  const t = (key: AuthTextKey) => authText(page.locale, key);
  const links = [
    { path: ROUTES.terms, key: 'termsLink' as const },
    { path: ROUTES.privacyPolicy, key: 'privacyLink' as const },
    { path: ROUTES.contactUs, key: 'contactLink' as const },
  ]
    .filter(({ path }) => isRouteVisibleInMarket(path, page.market))
    .map(({ path, key }) => html`<li><a href="${path}">${t(key)}</a></li>`);
  const languages =
    page.locales.length > 1 &&
    html`<div class="foot-languages"><span id="footer-language">${t('languageLabel')}:</span>${languageList(page, 'footer-language')}</div>`;
  return html`<footer class="foot"><nav aria-label="${t('footerLabel')}"><ul>${links}</ul></nav>${languages}</footer>`;
}

/** The header's links (support, the page's own) and language list: the wide header's, or the menu's. */
function headerNavigation(page: PageFrame): SafeHtml {
  const t = (key: AuthTextKey) => authText(page.locale, key);
  const links = (page.headerLinks ?? []).map(
    ({ href, label }) => html`<a class="bar-button" href="${href}">${label}</a>`,
  );
  const languages =
    page.locales.length > 1 && html`<nav aria-label="${t('languageLabel')}">${languageList(page)}</nav>`;
  return html`<a class="bar-link" href="${ROUTES.supportHome}">${t('supportLink')}</a>${languages}${links}`;
}

function header(page: PageFrame): SafeHtml {
  const t = (key: AuthTextKey) => authText(page.locale, key);
  const brand = html`<a class="brand" href="/">${t('productName')}</a>`;
  if (!page.headerLinks) return html`<header class="bar">${brand}\n${headerNavigation(page)}</header>`;
  return html`<header class="bar with-menu">${brand}
<div class="bar-wide">${headerNavigation(page)}</div>
<details class="bar-menu"><summary id="header-menu-button" class="bar-button">${t('menu')}</summary>
<div id="header-menu" class="bar-menu-panel">${headerNavigation(page)}</div></details></header>`;
}

/** A whole page: the document around the page's content, its style sheet and its scripts (files, never inline). */
export function frame(page: PageFrame): string {
  const { locale, title, body } = page;
  const t = (key: AuthTextKey) => authText(locale, key);
  const scripts = (page.scripts ?? []).map((src) => html`<script src="${src}" defer></script>`);
  const description = page.description && html`\n<meta name="description" content="${page.description}">`;
  const main = page.wide
    ? html`<main id="main" tabindex="-1" class="wide">${body}</main>`
    : html`<main id="main" tabindex="-1"><div class="card">${body}</div></main>`;
  return htmlDocument(html`<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${t('productName')}</title>${description}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${PAGE_ASSETS.styles}">
${scripts}
</head>
<body>
<a class="skip" href="#main">${t('skipToContent')}</a>
${header(page)}
${main}
${footer(page)}
</body>
</html>`);
}

function notices(list: Notice[], id?: string): SafeHtml {
  return join(
    list.map((notice, index) => {
      const kind =
        notice.kind === 'error' ? { class: 'notice error', role: 'alert' } : { class: 'notice info', role: 'status' };
      return html`<div ${attributes({ id: index === 0 ? id : undefined, ...kind })}>${notice.text}</div>`;
    }),
  );
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
  /** More attributes of the input (autocapitalize, minlength …). */
  extra?: Readonly<Record<string, string | number>>;
  /** Offer a show-password button (shown by its script). */
  toggle?: { locale: Locale };
};

/** A labelled input, its error under it; the error and hints are tied to it, and an error marks it invalid. */
function input(spec: InputSpec): SafeHtml {
  const errorId = `${spec.id}-error`;
  const describedBy = [
    ...(spec.error ? [errorId] : []),
    ...(spec.formErrorId ? [spec.formErrorId] : []),
    ...(spec.hints ?? []),
  ];
  const inputAttributes = attributes({
    id: spec.id,
    name: spec.id,
    type: spec.type,
    autocomplete: spec.autocomplete,
    required: true,
    value: spec.value,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
    'aria-invalid': spec.error || spec.formErrorId ? 'true' : undefined,
    autofocus: spec.autofocus,
    ...spec.extra,
  });
  const toggle =
    spec.toggle &&
    html`<button type="button" class="toggle" data-toggles="${spec.id}" aria-controls="${spec.id}" aria-pressed="false" hidden>${authText(spec.toggle.locale, 'showPassword')}</button>`;
  const error = spec.error && html`<p id="${errorId}" class="field-error">${spec.error}</p>`;
  return html`<div class="field"><label for="${spec.id}">${spec.label}</label>
<div class="control"><input ${inputAttributes}>${toggle}</div>${error}</div>`;
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

/** What a Login ID field takes besides its type: no capital first letter, no spelling marks. */
const LOGIN_ID_EXTRA = { autocapitalize: 'none', spellcheck: 'false' } as const;

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
  const t = (key: AuthTextKey) => authText(locale, key);
  const fieldErrors = page.fieldErrors ?? [];
  const formErrorId = page.credentialsRefused ? 'form-error' : undefined;
  const focus = page.credentialsRefused
    ? 'password'
    : focusTarget(SIGN_IN_FIELDS, fieldErrors, page.loginId ? ['loginId'] : []);
  const demo =
    page.demoPassword &&
    html`<p class="hint after">${authText(locale, 'demoHint', { password: page.demoPassword })}</p>`;
  const body = html`<h1>${t('signInTitle')}</h1>
<p>${t('signInIntro')}</p>
${notices(page.notices, 'form-error')}
<form method="post" action="/api/login" novalidate>
<input type="hidden" name="lastUrl" value="${page.lastUrl}">
${input({
  id: 'loginId',
  label: t('loginIdLabel'),
  type: 'text',
  autocomplete: 'username',
  value: page.loginId ?? '',
  error: errorOf(fieldErrors, 'loginId'),
  formErrorId,
  autofocus: focus === 'loginId',
  extra: LOGIN_ID_EXTRA,
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
  return frame({ ...page, title: t('signInTitle'), body, scripts: [PAGE_ASSETS.passwordToggle] });
}

/**
 * The press-and-hold check of the reset-request form (decision record 011): shown and run by a script of the
 * portal's own (public/human-check.js), which puts the proof in the `humanProof` field; the box gives the script
 * its texts and the contract's paths, hold time and anti-forgery header. Without scripts the page says so.
 */
function holdCheck(locale: Locale, error: string | undefined): SafeHtml {
  const t = (key: AuthTextKey) => authText(locale, key);
  const box = attributes({
    id: 'hold-box',
    class: 'hold',
    hidden: true,
    'data-done': t('holdDone'),
    'data-try-again': t('holdTryAgain'),
    'data-challenges': HUMAN_CHECK_PATHS.challenges,
    'data-proofs': HUMAN_CHECK_PATHS.proofs,
    'data-hold-ms': HUMAN_CHECK.holdMs,
    'data-csrf-header': CSRF_HEADER,
    'data-csrf-value': CSRF_HEADER_VALUE,
  });
  const button = attributes({
    type: 'button',
    id: 'hold',
    class: 'hold-button',
    'aria-describedby': error ? 'hold-instructions hold-error' : 'hold-instructions',
    autofocus: Boolean(error),
  });
  const errorText = error && html`<p id="hold-error" class="field-error">${error}</p>`;
  return html`<div ${box}>
<p id="hold-instructions">${t('holdInstructions')}</p>
<button ${button}>${t('holdButton')}</button>${errorText}
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
  const t = (key: AuthTextKey) => authText(locale, key);
  const fieldErrors = state.fieldErrors ?? [];
  const holdError = errorOf(fieldErrors, 'hold');
  const form = state.sent
    ? html`<div class="notice info" role="status">${t('resetRequestSent')}</div>`
    : html`<p>${t('resetRequestIntro')}</p>${notices(state.notices)}
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
  extra: LOGIN_ID_EXTRA,
})}
${holdCheck(locale, holdError)}
<button type="submit">${t('resetRequestSubmit')}</button>
</form>`;
  const body = html`<h1>${t('resetRequestTitle')}</h1>${form}<p class="after"><a href="/api/login?lang=${locale}">${t('backToSignIn')}</a></p>`;
  return frame({
    ...page,
    title: t('resetRequestTitle'),
    body,
    languagePath: '/api/password-reset/request',
    scripts: state.sent ? [] : [PAGE_ASSETS.humanCheck],
  });
}

const RESET_FIELDS = ['password', 'confirm'] as const;

/** The set-a-password page: a reset link's, and an invitation's (its accept link leads here). */
export function renderResetPage(
  page: Omit<PageContext, 'languagePath'>,
  state: { token: string | null; notices: Notice[]; fieldErrors?: FieldError[] },
): string {
  const { locale } = page;
  const t = (key: AuthTextKey) => authText(locale, key);
  const fieldErrors = state.fieldErrors ?? [];
  const focus = focusTarget(RESET_FIELDS, fieldErrors);
  const content = state.token
    ? html`${notices(state.notices)}
<form method="post" action="/api/password-reset" novalidate>
<input type="hidden" name="token" value="${state.token}">
<input type="hidden" name="lang" value="${locale}">
${input({
  id: 'password',
  label: t('newPasswordLabel'),
  type: 'password',
  autocomplete: 'new-password',
  hints: ['password-rules'],
  error: errorOf(fieldErrors, 'password'),
  autofocus: focus === 'password',
  extra: { minlength: 12 },
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
    : html`<div class="notice error" role="alert">${t('resetInvalid')}</div>
<p><a href="/api/password-reset/request?lang=${locale}">${t('resetRequestTitle')}</a></p>`;
  const body = html`<h1>${t('resetTitle')}</h1>${content}<p class="after"><a href="/api/login?lang=${locale}">${t('backToSignIn')}</a></p>`;
  const languagePath = state.token
    ? `/api/password-reset?token=${encodeURIComponent(state.token)}`
    : '/api/password-reset';
  return frame({
    ...page,
    title: t('resetTitle'),
    body,
    languagePath,
    scripts: state.token ? [PAGE_ASSETS.passwordToggle] : [],
  });
}
