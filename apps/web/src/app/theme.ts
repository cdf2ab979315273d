import { createTheme, responsiveFontSizes } from '@mui/material/styles';

const FOCUS_RING = '#0b5cab';
const TEXT_SECONDARY = '#4a525c';

const focusRing = {
  outline: `3px solid ${FOCUS_RING}`,
  outlineOffset: '2px',
} as const;

/** Below this width (the theme's `sm`, 600 px) a dialog fills the screen, so its actions are never cut off. */
export const FULL_SCREEN_DIALOG_BELOW = 600;

/**
 * Colours chosen for WCAG AA contrast on white and on the primary colour. Headings shrink on narrow screens
 * (responsiveFontSizes), and a word longer than its line (Spanish and French compounds, 'Denied/Forbidden.') breaks
 * instead of widening the page.
 */
const base = createTheme({
  palette: {
    primary: { main: '#0b5cab', dark: '#083f76', light: '#3d7fc4', contrastText: '#ffffff' },
    secondary: { main: '#5a2ca0', contrastText: '#ffffff' },
    // Status colours dark enough for small text on white (outlined chips) and for white text on them.
    info: { main: '#01579b', contrastText: '#ffffff' },
    warning: { main: '#8a4b00', contrastText: '#ffffff' },
    success: { main: '#1b5e20', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { primary: '#1b1f24', secondary: TEXT_SECONDARY },
  },
  shape: { borderRadius: 8 },
  // Transitions (dialogs, menus) follow the operating system's reduced-motion setting.
  motion: { reducedMotion: 'system' },
  typography: {
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible': focusRing,
        body: { overflowWrap: 'break-word' },
      },
    },
    // Every dialog goes full-screen on phones (what MUI's `fullScreen` does), whichever feature opens it.
    MuiDialog: {
      styleOverrides: {
        paper: {
          [`@media (max-width:${FULL_SCREEN_DIALOG_BELOW - 0.05}px)`]: {
            margin: 0,
            width: '100%',
            maxWidth: '100%',
            height: '100%',
            maxHeight: 'none',
            borderRadius: 0,
          },
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': focusRing },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: { '&.Mui-focusVisible, &:focus-visible': focusRing },
      },
    },
    // A turned-off form (the view-only spectator's) is still there to be read: its labels and hints keep their
    // contrast; only the inputs themselves look inactive.
    MuiFormLabel: {
      styleOverrides: {
        root: { '&.Mui-disabled': { color: TEXT_SECONDARY } },
      },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: { '&.Mui-disabled': { color: TEXT_SECONDARY } },
      },
    },
  },
});

export const theme = responsiveFontSizes(base);
