import Box from '@mui/material/Box';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';

export type TabBarTab<Value extends string> = { value: Value; label: string; id: string };

type TabBarProps<Value extends string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  value: Value;
  tabs: readonly TabBarTab<Value>[];
  /** The id of the panel the tabs control. */
  panelId: string;
  onChange: (value: Value) => void;
};

const TAB_LIST_SX = {
  display: 'flex',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

const TAB_SX = {
  flex: '0 0 auto',
  minHeight: 48,
  px: 2,
  py: 1.5,
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'none',
  cursor: 'pointer',
  typography: 'button',
  color: 'text.secondary',
  whiteSpace: 'nowrap',
  '&[aria-selected="true"]': { color: 'primary.main', borderBottomColor: 'primary.main' },
  // Inside the list, so the list's own scrolling cannot cut the ring off.
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px' },
} as const;

/** Where the arrow, Home and End keys move the focus from the tab at `index` of `count`. */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Runs `work` once the next frame is painted, when the page's layout is done: scrolling a tab into view at once, in
 * the first render's effects, laid the whole page out in the middle of its commit (123 ms of the data dictionary's
 * first load on a phone, decision 059). Answers how to cancel it.
 */
function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const next = nextTabIndex(event.key, tabs.indexOf(event.target as HTMLElement), tabs.length);
  if (next === null) return;
  event.preventDefault();
  tabs[next]?.focus();
}

/**
 * A row of tabs (WAI-ARIA tabs, activated by click, Enter or Space; the arrows, Home and End move between them),
 * scrolling sideways inside itself when it is wider than the screen. It never measures the page: MUI's Tabs
 * measured every tab after each of its renders to place its indicator, a layout of the whole page that was the
 * largest single task of a table page's first load (decision 059).
 */
export function TabBar<Value extends string>({ label, value, tabs, panelId, onChange }: TabBarProps<Value>) {
  const list = useRef<HTMLDivElement>(null);
  const first = tabs[0]?.value;
  useEffect(() => {
    // Only a tab other than the first can start out of view (a link to the fourth tab on a phone).
    if (value === first) return;
    return afterNextPaint(() =>
      list.current
        ?.querySelector<HTMLElement>('[aria-selected="true"]')
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' }),
    );
  }, [value, first]);
  return (
    <Box ref={list} role="tablist" aria-label={label} onKeyDown={moveFocus} sx={TAB_LIST_SX}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <Box
            key={tab.value}
            component="button"
            type="button"
            role="tab"
            id={tab.id}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => selected || onChange(tab.value)}
            sx={TAB_SX}
          >
            {tab.label}
          </Box>
        );
      })}
    </Box>
  );
}
