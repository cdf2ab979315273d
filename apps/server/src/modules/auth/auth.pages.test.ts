import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { DEMO_PASSWORD } from '@portal/contract/products';
import { THEME_TOKENS } from '@portal/contract/theme-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { PAGE_ASSETS, PUBLIC_DIR } from '../../platform/page-assets.js';
import { renderResetPage, renderSignInPage } from './auth.pages.js';

const PASSWORD_TOGGLE_SCRIPT = readFileSync(path.join(PUBLIC_DIR, 'password-toggle.js'), 'utf8');

const RESET_REQUEST = '/api/password-reset/request';

/** The opening tag of the element with this id. */
function tagOf(html: string, id: string): string {
  const match = new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no element #${id}`);
  return match[0];
}

const describedBy = (html: string, id: string) =>
  (/aria-describedby="([^"]*)"/.exec(tagOf(html, id))?.[1] ?? '').split(' ').filter(Boolean);
const isInvalid = (html: string, id: string) => tagOf(html, id).includes('aria-invalid="true"');
const hasFocus = (html: string, id: string) => / autofocus[ >]/.test(tagOf(html, id));
const textOf = (html: string, id: string) =>
  new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? new Error(`no text for #${id}`).message;
const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

describe(`the server-rendered sign-in and password pages (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, host: string = HOSTS.US) => t.app.inject({ url, headers: { host } });
  const postForm = (url: string, fields: Record<string, string>, host: string = HOSTS.US) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  describe('the frame: theme, header, footer', () => {
    it.each([
      [HOSTS.US, { terms: true, privacy: true }, 'Contact us'],
      [HOSTS.MX, { terms: false, privacy: false }, 'Contáctanos'],
      [HOSTS.CA, { terms: false, privacy: true }, 'Nous joindre'],
    ])(
      'on %s the footer shows the legal links of its market, contact and the language',
      async (host, shows, contact) => {
        const footer = footerOf((await get('/api/login', host)).body);
        expect(footer.includes('href="/terms"')).toBe(shows.terms);
        expect(footer.includes('href="/privacyPolicy"')).toBe(shows.privacy);
        expect(footer).toContain(`<a href="/contactUs">${contact}</a>`);
        expect(footer).toContain('aria-current="true"');
      },
    );

    it('has a skip link, the product name home, the support link and a language nav that switches the page', async () => {
      const page = (await get('/api/login?lastUrl=%2Fprofile')).body;
      expect(page).toContain('<a class="skip" href="#main">Skip to main content</a>');
      expect(page).toContain('<main id="main" tabindex="-1">');
      expect(page).toContain('<a class="brand" href="/">');
      expect(page).toContain('<a class="bar-link" href="/support">Support</a>');
      expect(page).toContain('<nav aria-label="Language">');
      expect(page).toContain('href="/api/login?lastUrl=%2Fprofile&amp;lang=es-MX" lang="es-MX"');
      const spanish = await get('/api/login?lastUrl=%2Fprofile&lang=es-MX');
      expect(spanish.body).toContain('<html lang="es-MX">');
      expect(spanish.body).toContain('<nav aria-label="Idioma">');
      expect(spanish.body).toContain('<a class="bar-link" href="/support">Soporte</a>');
      expect(spanish.body).toContain('<label for="loginId">ID de usuario</label>');
    });

    it("serves the style sheet in the app's colours, and no inline script or style under a strict script-src", async () => {
      const styles = await get(PAGE_ASSETS.styles);
      expect(styles.statusCode).toBe(200);
      expect(styles.headers['content-type']).toBe('text/css; charset=utf-8');
      const variable = (name: string) => new RegExp(`--${name}: ([^;]+);`).exec(styles.body)?.[1];
      expect({
        primary: variable('primary'),
        primaryDark: variable('primary-dark'),
        error: variable('error'),
        info: variable('info'),
        success: variable('success'),
        background: variable('bg'),
        paper: variable('paper'),
        text: variable('text'),
        textSecondary: variable('text-2'),
        divider: variable('divider'),
        radius: variable('radius'),
      }).toEqual({
        primary: THEME_TOKENS.primary,
        primaryDark: THEME_TOKENS.primaryDark,
        error: THEME_TOKENS.error,
        info: THEME_TOKENS.info,
        success: THEME_TOKENS.success,
        background: THEME_TOKENS.background,
        paper: THEME_TOKENS.paper,
        text: THEME_TOKENS.text,
        textSecondary: THEME_TOKENS.textSecondary,
        divider: THEME_TOKENS.divider,
        radius: `${THEME_TOKENS.radiusPx}px`,
      });
      expect(styles.body).toContain(`font-family: ${THEME_TOKENS.font.replaceAll('"', "'")};`);
      for (const url of ['/api/login', RESET_REQUEST, '/api/password-reset?token=nope']) {
        const page = await get(url);
        const csp = String(page.headers['content-security-policy']);
        const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
        expect(scriptSrc?.trim()).toBe("script-src 'self'");
        expect(page.body).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>|\sstyle="|\son[a-z]+="/);
      }
    });
  });

  describe('sign-in errors', () => {
    it('an empty form names each field under it, ties it and focuses the first', async () => {
      const res = await postForm('/api/login', { loginId: '', password: '' });
      expect(res.statusCode).toBe(400);
      for (const [field, text] of [
        ['loginId', 'Enter your Login ID.'],
        ['password', 'Enter your password.'],
      ] as const) {
        expect(isInvalid(res.body, field)).toBe(true);
        expect(describedBy(res.body, field)).toEqual([`${field}-error`]);
        expect(textOf(res.body, `${field}-error`)).toBe(text);
      }
      expect(hasFocus(res.body, 'loginId')).toBe(true);
      expect(hasFocus(res.body, 'password')).toBe(false);
    });

    it('a missing password marks only the password, which gets the focus; the Login ID stays typed', async () => {
      const res = await postForm('/api/login', { loginId: 'basic', password: '' }, HOSTS.CA);
      expect(res.statusCode).toBe(400);
      expect(isInvalid(res.body, 'loginId')).toBe(false);
      expect(tagOf(res.body, 'loginId')).toContain('value="basic"');
      expect(isInvalid(res.body, 'password')).toBe(true);
      expect(textOf(res.body, 'password-error')).toBe('Entrez votre mot de passe.');
      expect(hasFocus(res.body, 'password')).toBe(true);
    });

    it('a wrong Login ID or password marks both fields and ties both to the message', async () => {
      const res = await postForm('/api/login', { loginId: 'basic', password: 'wrong-password-here' }, HOSTS.MX);
      expect(res.statusCode).toBe(401);
      expect(textOf(res.body, 'form-error')).toContain('El ID de usuario o la contraseña no son correctos');
      for (const field of ['loginId', 'password']) {
        expect(isInvalid(res.body, field)).toBe(true);
        expect(describedBy(res.body, field)).toEqual(['form-error']);
      }
      expect(hasFocus(res.body, 'password')).toBe(true);
    });

    it('a first visit marks nothing invalid and focuses the Login ID', async () => {
      const page = (await get('/api/login')).body;
      expect(isInvalid(page, 'loginId')).toBe(false);
      expect(describedBy(page, 'password')).toEqual([]);
      expect(hasFocus(page, 'loginId')).toBe(true);
    });
  });

  describe('the show-password button', () => {
    it('is on the sign-in and reset pages, hidden until its script (a file of the portal) shows it', async () => {
      const page = (await get('/api/login')).body;
      expect(page).toContain(`<script src="${PAGE_ASSETS.passwordToggle}" defer></script>`);
      expect(page).toContain(
        '<button type="button" class="toggle" data-toggles="password" aria-controls="password" aria-pressed="false" hidden>Show password</button>',
      );
      const script = await get(PAGE_ASSETS.passwordToggle);
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.headers['cache-control']).toBe('public, max-age=3600');
      expect(script.body).toBe(PASSWORD_TOGGLE_SCRIPT);
      const again = await t.app.inject({
        url: PAGE_ASSETS.passwordToggle,
        headers: { host: HOSTS.US, 'if-none-match': String(script.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('shows and hides the password, says so by aria-pressed, and hides it again when the form is sent', () => {
      type Listener = () => void;
      const listeners = (target: Record<string, Listener>) => (type: string, fn: Listener) => {
        target[type] = fn;
      };
      const formListeners: Record<string, Listener> = {};
      const buttonListeners: Record<string, Listener> = {};
      const field = { type: 'password', form: { addEventListener: listeners(formListeners) } };
      const attributes: Record<string, string> = { 'data-toggles': 'password', 'aria-pressed': 'false' };
      const button = {
        hidden: true,
        getAttribute: (name: string) => attributes[name] ?? null,
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
        addEventListener: listeners(buttonListeners),
      };
      runInNewContext(PASSWORD_TOGGLE_SCRIPT, {
        document: {
          querySelectorAll: () => [button],
          getElementById: (id: string) => (id === 'password' ? field : null),
        },
      });
      expect(button.hidden).toBe(false);
      buttonListeners.click!();
      expect(field.type).toBe('text');
      expect(attributes['aria-pressed']).toBe('true');
      buttonListeners.click!();
      expect(field.type).toBe('password');
      expect(attributes['aria-pressed']).toBe('false');
      buttonListeners.click!();
      formListeners.submit!();
      expect(field.type).toBe('password');
      expect(attributes['aria-pressed']).toBe('false');
    });
  });

  describe('escaping', () => {
    const HOSTILE = '"><script>alert(1)</script>&\'';
    const ESCAPED = '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#39;';

    it('a typed Login ID comes back as the value of its field, never as markup', async () => {
      const signIn = await postForm('/api/login', { loginId: HOSTILE, password: '' });
      expect(signIn.statusCode).toBe(400);
      expect(tagOf(signIn.body, 'loginId')).toContain(`value="${ESCAPED}"`);
      const reset = await postForm(RESET_REQUEST, { loginId: HOSTILE });
      expect(tagOf(reset.body, 'loginId')).toContain(`value="${ESCAPED}"`);
      for (const page of [signIn.body, reset.body]) expect(page).not.toContain('<script>alert(1)');
    });

    it('every value a page is given is escaped: token, return address, notices, field errors', () => {
      const context = { locale: 'en-US', locales: ['en-US', 'fr-CA'], market: 'CA' } as const;
      const reset = renderResetPage(context, {
        token: HOSTILE,
        notices: [{ kind: 'error', text: HOSTILE }],
        fieldErrors: [{ field: 'password', text: HOSTILE }],
      });
      expect(tagOf(reset, 'password').length).toBeGreaterThan(0);
      expect(reset).toContain(`<input type="hidden" name="token" value="${ESCAPED}">`);
      expect(reset).toContain(`role="alert">${ESCAPED}</div>`);
      expect(textOf(reset, 'password-error')).toBe(ESCAPED);
      const tokenInLink = encodeURIComponent(HOSTILE).replaceAll("'", '&#39;');
      expect(reset).toContain(`href="/api/password-reset?token=${tokenInLink}&amp;lang=fr-CA"`);
      const signIn = renderSignInPage({ ...context, languagePath: '/api/login', lastUrl: HOSTILE, notices: [] });
      expect(signIn).toContain(`<input type="hidden" name="lastUrl" value="${ESCAPED}">`);
      for (const page of [reset, signIn]) expect(page).not.toContain('<script>alert(1)');
    });
  });

  describe('password reset errors', () => {
    it('the request form ties an empty Login ID to its field, and a missing press-and-hold to its button', async () => {
      const empty = await postForm(RESET_REQUEST, { loginId: '' });
      expect(empty.statusCode).toBe(400);
      expect(isInvalid(empty.body, 'loginId')).toBe(true);
      expect(describedBy(empty.body, 'loginId')).toEqual(['loginId-error']);
      expect(hasFocus(empty.body, 'loginId')).toBe(true);

      const unproven = await postForm(RESET_REQUEST, { loginId: 'basic', lang: 'fr-CA' });
      expect(describedBy(unproven.body, 'hold')).toEqual(['hold-instructions', 'hold-error']);
      expect(textOf(unproven.body, 'hold-error')).toContain('Maintenez le bouton enfoncé');
      expect(hasFocus(unproven.body, 'hold')).toBe(true);
      expect(hasFocus(unproven.body, 'loginId')).toBe(false);
      expect(tagOf(unproven.body, 'loginId')).toContain('value="basic"');
    });

    it('the new-password form ties a short password and a mismatch to the field each is about', async () => {
      const link = await t.app.inject({
        method: 'POST',
        url: '/api/pwd-reset-link',
        headers: asUser(await t.signIn('basic'), HOSTS.US),
        payload: { password: DEMO_PASSWORD },
      });
      const token = new URL(String(link.json().url), 'http://x').searchParams.get('token') ?? '';
      expect(token).not.toBe('');
      const page = (await get(`/api/password-reset?token=${token}`)).body;
      expect(describedBy(page, 'password')).toEqual(['password-rules']);
      expect(hasFocus(page, 'password')).toBe(true);

      const short = await postForm('/api/password-reset', { token, password: 'short', confirm: 'short' });
      expect(short.statusCode).toBe(400);
      expect(describedBy(short.body, 'password')).toEqual(['password-error', 'password-rules']);
      expect(textOf(short.body, 'password-error')).toBe('The password must have at least 12 characters.');
      expect(isInvalid(short.body, 'confirm')).toBe(false);

      const mismatch = await postForm('/api/password-reset', {
        token,
        password: 'a-long-enough-secret-1',
        confirm: 'a-long-enough-secret-2',
        lang: 'es-MX',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(isInvalid(mismatch.body, 'password')).toBe(false);
      expect(isInvalid(mismatch.body, 'confirm')).toBe(true);
      expect(textOf(mismatch.body, 'confirm-error')).toBe('Las dos contraseñas no coinciden.');
      expect(hasFocus(mismatch.body, 'confirm')).toBe(true);
    });
  });
});
