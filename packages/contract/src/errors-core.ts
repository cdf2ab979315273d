export const ERROR_CODES = {
  validation: 'request.invalid',
  notFound: 'request.not_found',
  unauthenticated: 'auth.unauthenticated',
  forbidden: 'auth.forbidden',
  /** A view-only caller (the Super Admin Spectator) called a route that changes something. */
  viewOnly: 'auth.view_only',
  csrfMissing: 'request.csrf_header_missing',
  bodyTooLarge: 'request.body_too_large',
  unsupportedMediaType: 'request.unsupported_media_type',
  malformedRequest: 'request.malformed',
  malformedUrl: 'request.malformed_url',
  malformedJson: 'request.malformed_json',
  malformedMultipart: 'request.malformed_multipart',
  tooManyFiles: 'request.too_many_files',
  tooManyParts: 'request.too_many_parts',
  headersTooLarge: 'request.headers_too_large',
  requestTimeout: 'request.timeout',
  internal: 'server.internal',
  unavailable: 'server.unavailable',
  databaseUnavailable: 'server.database_unavailable',
  rateLimited: 'request.rate_limited',
  botCheck: 'request.bot_check_required',
  invalidCredentials: 'auth.invalid_credentials',
  accountLocked: 'auth.account_locked',
  accountBlocked: 'auth.account_blocked',
  resetTokenInvalid: 'auth.reset_token_invalid',
  passwordTooWeak: 'auth.password_too_weak',
  demoPasswordRefused: 'auth.demo_password_refused',
  /** Re-authentication (the current password) failed. */
  currentPasswordIncorrect: 'auth.current_password_incorrect',
  /** The request's Host is not one of MARKET_HOSTS (production only). */
  unknownHost: 'request.unknown_host',
} as const;

/** The messages a 401 answer carries (spec sections 7 and 8). */
export const UNAUTHORIZED_MESSAGES = {
  sessionExpired: 'Session Expired',
  inactive: 'User has been inactive for long',
  invalidToken: 'Invalid token',
  missingToken: 'Missing token',
} as const;
export type UnauthorizedMessage = (typeof UNAUTHORIZED_MESSAGES)[keyof typeof UNAUTHORIZED_MESSAGES];

/** Where the web goes after a 401 with a given message. */
export type UnauthorizedAction = { kind: 'login'; returnTo: string; idle: boolean };

export function unauthorizedAction(message: string | undefined, currentUrl: string): UnauthorizedAction {
  switch (message) {
    case UNAUTHORIZED_MESSAGES.invalidToken:
    case UNAUTHORIZED_MESSAGES.missingToken:
    case UNAUTHORIZED_MESSAGES.sessionExpired:
      return { kind: 'login', returnTo: '/apps', idle: false };
    case UNAUTHORIZED_MESSAGES.inactive:
      return { kind: 'login', returnTo: currentUrl, idle: true };
    default:
      return { kind: 'login', returnTo: currentUrl, idle: false };
  }
}
