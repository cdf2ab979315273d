import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

export type DebouncedCallback<A extends unknown[]> = {
  /** Calls the callback `delayMs` after the last call of run(), with that call's arguments. */
  run: (...args: A) => void;
  /** Forgets a pending call. */
  cancel: () => void;
};

/** A debounced version of `callback`; a pending call is dropped when the component goes away. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): DebouncedCallback<A> {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const run = useCallback(
    (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current(...args);
      }, delayMs);
    },
    [cancel, delayMs],
  );

  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ run, cancel }), [run, cancel]);
}
