import { THEME_TOKENS } from '@portal/contract/theme-tokens';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// The server-rendered sign-in and password pages draw with THEME_TOKENS: the app's theme must not drift from them.
describe('the theme and the tokens the server-rendered pages use', () => {
  it('has the same colours, font and corner radius', () => {
    const { palette, shape, typography } = theme;
    expect({
      primary: palette.primary.main,
      primaryDark: palette.primary.dark,
      error: palette.error.main,
      info: palette.info.main,
      success: palette.success.main,
      background: palette.background.default,
      paper: palette.background.paper,
      text: palette.text.primary,
      textSecondary: palette.text.secondary,
      divider: palette.divider,
      radiusPx: shape.borderRadius,
      font: typography.fontFamily,
    }).toEqual(THEME_TOKENS);
  });
});
