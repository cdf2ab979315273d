import useMediaQuery from '@mui/material/useMediaQuery';

/** The spec's table breakpoints (section 9: 768 and 1024 px), not the theme's (900 and 1200). */
export const TABLET_QUERY = '(min-width:768px)';
export const DESKTOP_QUERY = '(min-width:1024px)';

// Read at the first render, and wide where the browser cannot tell (no matchMedia).
const OPTIONS = { noSsr: true, defaultMatches: true } as const;

/**
 * How many of a table's configured columns the screen shows (spec section 2): the first two below 768 px, the
 * first three up to 1023 px, all of them above or when the table opts out. Undefined means all.
 */
export function useVisibleColumnCount(responsive: boolean): number | undefined {
  const tablet = useMediaQuery(TABLET_QUERY, OPTIONS);
  const desktop = useMediaQuery(DESKTOP_QUERY, OPTIONS);
  if (!responsive || desktop) return undefined;
  return tablet ? 3 : 2;
}
