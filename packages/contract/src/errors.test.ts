import { describe, expect, it } from 'vitest';
import { apiErrorSchema, ERROR_CODES, UNAUTHORIZED_MESSAGES, unauthorizedAction } from './errors.js';
import type { UnauthorizedAction } from './errors.js';

describe('apiErrorSchema', () => {
  it.each<[string, unknown]>([
    ['minimal', { status: 404, code: 'request.not_found', message: 'Not found' }],
    ['with details', { status: 400, code: 'request.invalid', message: 'Invalid', details: { field: 'email' } }],
    ['with array details', { status: 400, code: 'request.invalid', message: 'Invalid', details: [1, 2] }],
  ])('accepts a %s error answer', (_label, value) => {
    expect(apiErrorSchema.parse(value)).toEqual(value);
  });

  it.each<[string, unknown]>([
    ['non-integer status', { status: 404.5, code: 'x', message: 'y' }],
    ['status as string', { status: '404', code: 'x', message: 'y' }],
    ['missing code', { status: 500, message: 'y' }],
    ['missing message', { status: 500, code: 'x' }],
    ['missing status', { code: 'x', message: 'y' }],
    ['numeric code', { status: 500, code: 5, message: 'y' }],
    ['null', null],
  ])('rejects %s', (_label, value) => {
    expect(apiErrorSchema.safeParse(value).success).toBe(false);
  });
});

describe('ERROR_CODES', () => {
  it('are unique', () => {
    const codes = Object.values(ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(Object.entries(ERROR_CODES))('%s (%s) is a dotted lower-case key', (_name, code) => {
    expect(code).toMatch(/^[a-z]+\.[a-z_]+$/);
  });

  it.each<[keyof typeof ERROR_CODES, string]>([
    ['validation', 'request.invalid'],
    ['notFound', 'request.not_found'],
    ['forbidden', 'auth.forbidden'],
    ['botCheck', 'request.bot_check_required'],
    ['internal', 'server.internal'],
  ])('%s is %s', (name, code) => {
    expect(ERROR_CODES[name]).toBe(code);
  });
});

describe('UNAUTHORIZED_MESSAGES (spec section 8)', () => {
  it('carries the four 401 messages verbatim', () => {
    expect(UNAUTHORIZED_MESSAGES).toEqual({
      sessionExpired: 'Session Expired',
      inactive: 'User has been inactive for long',
      invalidToken: 'Invalid token',
      missingToken: 'Missing token',
    });
  });
});

describe('unauthorizedAction (spec sections 4 and 8)', () => {
  const current = '/admin/userList?page=2#top';

  it.each<[string, string | undefined, UnauthorizedAction]>([
    ['Invalid token returns to /apps', 'Invalid token', { kind: 'login', returnTo: '/apps', idle: false }],
    ['Missing token returns to /apps', 'Missing token', { kind: 'login', returnTo: '/apps', idle: false }],
    ['Session Expired returns to /apps', 'Session Expired', { kind: 'login', returnTo: '/apps', idle: false }],
    [
      'inactivity returns to the last URL and flags idle',
      'User has been inactive for long',
      { kind: 'login', returnTo: current, idle: true },
    ],
    ['an unknown message returns to the last URL', 'Something else', { kind: 'login', returnTo: current, idle: false }],
    ['no message returns to the last URL', undefined, { kind: 'login', returnTo: current, idle: false }],
    ['an empty message returns to the last URL', '', { kind: 'login', returnTo: current, idle: false }],
    ['messages match case-sensitively', 'invalid token', { kind: 'login', returnTo: current, idle: false }],
    ['messages are not trimmed', ' Session Expired', { kind: 'login', returnTo: current, idle: false }],
  ])('%s', (_label, message, expected) => {
    expect(unauthorizedAction(message, current)).toEqual(expected);
  });

  it.each(['/apps', '/profile', '/support/trackTicket/42?tab=comments'])(
    'keeps the last URL %s for an unknown message',
    (url) => {
      expect(unauthorizedAction('nope', url)).toEqual({ kind: 'login', returnTo: url, idle: false });
    },
  );
});
