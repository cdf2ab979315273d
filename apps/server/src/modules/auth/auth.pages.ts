import type { Locale } from '@portal/contract/locale';
import { RESET_HUMAN_CHECK_SCRIPT_PATH } from './auth.human-check-script.js';
import { authText, LANGUAGE_NAMES, type AuthTextKey } from './auth.texts.js';

/** HTML-escapes text for element content and quoted attribute values. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

type Notice = { kind: 'error' | 'info'; text: string };

/** What every page shows: the language, the languages its market offers, and where a language link goes. */
export type PageContext = { locale: Locale; locales: readonly Locale[]; languagePath: string };

type PageFrame = PageContext & { title: string; body: string };

function frame({ locale, locales, title, body, languagePath }: PageFrame): string {
  const t = (key: AuthTextKey) => escapeHtml(authText(locale, key));
  const joiner = languagePath.includes('?') ? '&' : '?';
  const languages = locales.map((code) =>
    code === locale
      ? `<li><span aria-current="true" lang="${code}">${LANGUAGE_NAMES[code]}</span></li>`
      : `<li><a href="${escapeHtml(`${languagePath}${joiner}lang=${code}`)}" lang="${code}" hreflang="${code}">${LANGUAGE_NAMES[code]}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${t('productName')}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/login/styles.css">
</head>
<body>
<header class="bar"><a class="brand" href="/">${t('productName')}</a>
<nav aria-label="${t('languageLabel')}"><ul class="languages">${languages}</ul></nav></header>
<main id="main"><div class="card">${body}</div></main>
</body>
</html>`;
}

function notices(list: Notice[]): string {
  return list
    .map((n) =>
      n.kind === 'error'
        ? `<div class="notice error" role="alert">${escapeHtml(n.text)}</div>`
        : `<div class="notice info" role="status">${escapeHtml(n.text)}</div>`,
    )
    .join('');
}

export type SignInPage = PageContext & {
  lastUrl: string;
  loginId?: string;
  notices: Notice[];
  demoPassword?: string | undefined;
};

export function renderSignInPage(page: SignInPage): string {
  const { locale } = page;
  const t = (key: AuthTextKey) => escapeHtml(authText(locale, key));
  const hasError = page.notices.some((n) => n.kind === 'error');
  const describedBy = hasError ? ' aria-describedby="form-error"' : '';
  const demo = page.demoPassword
    ? `<p class="hint">${escapeHtml(authText(locale, 'demoHint', { password: page.demoPassword }))}</p>`
    : '';
  const body = `<h1>${t('signInTitle')}</h1>
<p>${t('signInIntro')}</p>
<div id="form-error">${notices(page.notices)}</div>
<form method="post" action="/api/login" novalidate>
<input type="hidden" name="lastUrl" value="${escapeHtml(page.lastUrl)}">
<label for="loginId">${t('loginIdLabel')}</label>
<input id="loginId" name="loginId" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(page.loginId ?? '')}"${describedBy}${page.loginId ? '' : ' autofocus'}>
<label for="password">${t('passwordLabel')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${page.loginId ? ' autofocus' : ''}>
<button type="submit">${t('submit')}</button>
</form>
<p><a href="/api/password-reset/request?lang=${locale}">${t('forgotPassword')}</a></p>
${demo}`;
  return frame({ ...page, title: authText(locale, 'signInTitle'), body });
}

/**
 * The press-and-hold check of the reset-request form (decision record 011): shown and run by a script of the
 * portal's own, which puts the proof in the `humanProof` field; without scripts the page says so.
 */
function holdCheck(locale: Locale): string {
  const t = (key: AuthTextKey) => escapeHtml(authText(locale, key));
  return `<div id="hold-box" class="hold" hidden data-done="${t('holdDone')}" data-try-again="${t('holdTryAgain')}">
<p id="hold-instructions">${t('holdInstructions')}</p>
<button type="button" id="hold" class="hold-button" aria-describedby="hold-instructions">${t('holdButton')}</button>
<p id="hold-status" class="hint" role="status"></p>
</div>
<noscript><div class="notice error">${t('holdNeedsScript')}</div></noscript>
<input type="hidden" id="humanProof" name="humanProof" value="">
<script src="${RESET_HUMAN_CHECK_SCRIPT_PATH}" defer></script>`;
}

export function renderResetRequestPage(page: Omit<PageContext, 'languagePath'>, state: { sent: boolean; notices: Notice[] }): string {
  const { locale } = page;
  const t = (key: AuthTextKey) => escapeHtml(authText(locale, key));
  const form = state.sent
    ? `<div class="notice info" role="status">${t('resetRequestSent')}</div>`
    : `<p>${t('resetRequestIntro')}</p>${notices(state.notices)}
<form method="post" action="/api/password-reset/request" novalidate>
<input type="hidden" name="lang" value="${locale}">
<label for="loginId">${t('loginIdLabel')}</label>
<input id="loginId" name="loginId" type="text" autocomplete="username" required autofocus>
${holdCheck(locale)}
<button type="submit">${t('resetRequestSubmit')}</button>
</form>`;
  const body = `<h1>${t('resetRequestTitle')}</h1>${form}<p><a href="/api/login?lang=${locale}">${t('backToSignIn')}</a></p>`;
  return frame({ ...page, title: authText(locale, 'resetRequestTitle'), body, languagePath: '/api/password-reset/request' });
}

export function renderResetPage(page: Omit<PageContext, 'languagePath'>, state: { token: string | null; notices: Notice[] }): string {
  const { locale } = page;
  const t = (key: AuthTextKey) => escapeHtml(authText(locale, key));
  const content = state.token
    ? `${notices(state.notices)}
<form method="post" action="/api/password-reset" novalidate>
<input type="hidden" name="token" value="${escapeHtml(state.token)}">
<input type="hidden" name="lang" value="${locale}">
<label for="password">${t('newPasswordLabel')}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="12" required aria-describedby="password-rules" autofocus>
<p id="password-rules" class="hint">${t('passwordRules')}</p>
<label for="confirm">${t('confirmPasswordLabel')}</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
<button type="submit">${t('resetSubmit')}</button>
</form>`
    : `<div class="notice error" role="alert">${t('resetInvalid')}</div>
<p><a href="/api/password-reset/request?lang=${locale}">${t('resetRequestTitle')}</a></p>`;
  const body = `<h1>${t('resetTitle')}</h1>${content}<p><a href="/api/login?lang=${locale}">${t('backToSignIn')}</a></p>`;
  const languagePath = state.token ? `/api/password-reset?token=${encodeURIComponent(state.token)}` : '/api/password-reset';
  return frame({ ...page, title: authText(locale, 'resetTitle'), body, languagePath });
}

export const SIGN_IN_STYLES = `
:root{color-scheme:light;font-family:Roboto,"Helvetica Neue",Arial,sans-serif;color:#1d1d1f;background:#f4f6f9}
*{box-sizing:border-box}body{margin:0}
.bar{display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap;padding:.75rem 1.5rem;background:#0b3d91;color:#fff}
.brand{color:#fff;font-weight:700;text-decoration:none;font-size:1.1rem}
.languages{list-style:none;display:flex;gap:1rem;margin:0;padding:0}
.languages a{color:#fff}.languages span{font-weight:700;text-decoration:underline}
main{display:flex;justify-content:center;padding:3rem 1rem}
.card{background:#fff;max-width:28rem;width:100%;padding:2rem;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12)}
h1{margin-top:0;font-size:1.6rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=text],input[type=password]{width:100%;padding:.6rem;border:1px solid #6b7280;border-radius:4px;font-size:1rem}
input:focus,button:focus,a:focus{outline:3px solid #f59e0b;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.75rem;border:0;border-radius:4px;background:#0b3d91;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:hover{background:#082c6a}
a{color:#0b3d91}
.notice{padding:.75rem 1rem;border-radius:4px;margin:1rem 0}
.error{background:#fdecea;color:#8a1c14;border:1px solid #f5c2bd}
.info{background:#e8f1fd;color:#0b3d91;border:1px solid #bcd4f6}
.hint{color:#4b5563;font-size:.9rem}
.hold{margin-top:1rem}.hold p{margin:.5rem 0}
button.hold-button{width:240px;height:50px;margin-top:.25rem;background:#fff;color:#0b3d91;border:2px solid #0b3d91;background-image:linear-gradient(#0b3d91,#0b3d91);background-repeat:no-repeat;background-size:0 100%;user-select:none;touch-action:none}
button.hold-button.holding{color:#fff;background-size:100% 100%;transition:background-size 1.5s linear}
button.hold-button:disabled{color:#fff;background-size:100% 100%;cursor:default}
`;
