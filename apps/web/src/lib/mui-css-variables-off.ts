/**
 * Stands in for MUI's CSS-variables theme parts (`createThemeWithVars`, `ThemeProviderWithVars`), which
 * vite.config.ts points MUI's own imports of them to: the portal's theme has no CSS variables (app/theme.ts), but
 * MUI's `createTheme` and `ThemeProvider` import both kinds, and the bundler cannot tell the second is never used, so
 * every page carried about 10 KiB gzip of it (decision 059). Asking for CSS variables fails loudly here.
 */
function cssVariablesOff(): never {
  throw new Error('MUI themes with CSS variables are left out of this build (decision 059): use a theme without them');
}

export const CssVarsProvider = cssVariablesOff;
export default cssVariablesOff;
