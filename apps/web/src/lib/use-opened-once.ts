import { useState } from 'react';

/**
 * True from the first render in which `open` is, for good: a dialog loaded lazily is mounted when first opened and
 * stays mounted, so it can play its closing transition and open again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state, set during render: React renders again at once, before anything is committed.
  if (open && !opened) setOpened(true);
  return opened || open;
}
