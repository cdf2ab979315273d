import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { HUMAN_CHECK } from '@portal/contract/human-check';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useEffect, useRef, useState } from 'react';

const HOLD_KEYS = new Set([' ', 'Enter']);

type PressAndHoldButtonProps = {
  label: string;
  /** How long the press must last. */
  holdMs?: number;
  /** Completed: the fill stays full and presses are ignored. */
  done?: boolean;
  disabled?: boolean;
  describedBy?: string;
  onHoldStart: () => void;
  /** `completed` is true when the press lasted holdMs, false when it was released early. */
  onHoldEnd: (completed: boolean) => void;
};

/**
 * A 240x50 px button that fills while it is held: by a pointer (mouse, pen, touch) or by holding Space or Enter.
 * Releasing before holdMs ends the hold without completing it.
 */
export function PressAndHoldButton({
  label,
  holdMs = HUMAN_CHECK.holdMs,
  done = false,
  disabled = false,
  describedBy,
  onHoldStart,
  onHoldEnd,
}: PressAndHoldButtonProps) {
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = () => {
    if (active.current || done || disabled) return;
    active.current = true;
    setHolding(true);
    onHoldStart();
    timer.current = setTimeout(() => finish(true), holdMs);
  };

  function finish(completed: boolean) {
    if (!active.current) return;
    active.current = false;
    clearTimeout(timer.current);
    setHolding(false);
    onHoldEnd(completed);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (!HOLD_KEYS.has(event.key)) return;
    // The button acts on the hold, never on the click a key would otherwise produce.
    event.preventDefault();
    if (!event.repeat) start();
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    finish(false);
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    // Keeps the release coming here even when the pointer wanders off the button.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start();
  };

  const filled = holding || done;
  return (
    <ButtonBase
      type="button"
      disabled={disabled}
      aria-describedby={describedBy}
      aria-pressed={holding}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onBlur={() => finish(false)}
      onPointerDown={onPointerDown}
      onPointerUp={() => finish(false)}
      onPointerCancel={() => finish(false)}
      onContextMenu={(event) => event.preventDefault()}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        width: HUMAN_CHECK.buttonWidthPx,
        height: HUMAN_CHECK.buttonHeightPx,
        borderRadius: 1,
        border: 2,
        borderColor: 'primary.main',
        color: filled ? 'primary.contrastText' : 'primary.dark',
        fontWeight: 700,
        fontSize: '1rem',
        touchAction: 'none',
        userSelect: 'none',
        transition: 'color 200ms',
        '&.Mui-focusVisible, &:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.dark',
          outlineOffset: '2px',
        },
      }}
    >
      <Box
        aria-hidden="true"
        data-testid="press-and-hold-fill"
        sx={{
          position: 'absolute',
          inset: 0,
          bgcolor: done ? 'success.dark' : 'primary.main',
          transformOrigin: 'left',
          transform: filled ? 'scaleX(1)' : 'scaleX(0)',
          transition: holding ? `transform ${holdMs}ms linear` : 'transform 150ms ease-out',
        }}
      />
      <Box component="span" sx={{ position: 'relative' }}>
        {label}
      </Box>
    </ButtonBase>
  );
}
