import { vi } from 'vitest';

/** Whether a media query of min-width / max-width parts (in px) holds at a screen width. */
function matches(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    parts.length > 0 && parts.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)))
  );
}

/**
 * A browser window `width` px wide for `matchMedia` (jsdom has none), so that components reading media queries
 * (useMediaQuery) see that width. The global is restored after each test (setup-tests unstubs globals).
 */
export function stubScreenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const list = new EventTarget();
    return Object.assign(list, {
      matches: matches(query, width),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
  });
}
