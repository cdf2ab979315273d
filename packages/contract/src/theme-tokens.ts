/**
 * The portal's look as plain values: the web's MUI theme (apps/web/src/app/theme.ts) and the server-rendered
 * pages (sign-in, password reset) use the same colours, font and corner radius. The web's theme test checks its
 * palette against these.
 */
export const THEME_TOKENS = {
  primary: '#0b5cab',
  primaryDark: '#083f76',
  error: '#b3261e',
  info: '#01579b',
  success: '#1b5e20',
  background: '#f5f7fa',
  paper: '#ffffff',
  text: '#1b1f24',
  textSecondary: '#4a525c',
  /** MUI's default divider on a light palette. */
  divider: 'rgba(0, 0, 0, 0.12)',
  radiusPx: 8,
  /** MUI's default font stack. */
  font: '"Roboto", "Helvetica", "Arial", sans-serif',
} as const;
