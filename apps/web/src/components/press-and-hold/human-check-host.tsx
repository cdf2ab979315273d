import { HUMAN_PROOF_HEADER } from '@portal/contract/human-check-core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { BotCheckContext, BotCheckHandler } from '@/lib/api-client';
import { registerBotCheckHandler, rejectBotCheck } from '@/lib/api-client';

// Loaded at the first 412 only: most visits never see the check.
const HumanCheckDialog = lazy(() => import('./human-check-dialog').then((m) => ({ default: m.HumanCheckDialog })));

/** A call waiting for the human check: retried once with the proof, or rejected when the check is abandoned. */
type WaitingCall = { retry: (proof: string) => void; cancel: () => void };

function waitingCall<T>(
  context: BotCheckContext<T>,
  resolve: (value: T) => void,
  reject: (error: unknown) => void,
): WaitingCall {
  return {
    retry: (proof) => void context.retry({ [HUMAN_PROOF_HEADER]: proof }).then(resolve, reject),
    cancel: () => void rejectBotCheck(context).then(resolve, reject),
  };
}

/**
 * The api client's 412 handler (mounted once, in the app's providers): every call answered 412 waits for one
 * press-and-hold dialog, then goes again with the proof, or fails with the bot-check error if the dialog is closed.
 */
export function HumanCheckHost() {
  const waiting = useRef<WaitingCall[]>([]);
  const [open, setOpen] = useState(false);
  // A new dialog (fresh state) for each round of checks.
  const [round, setRound] = useState(0);

  useEffect(() => {
    const handler: BotCheckHandler = <T,>(context: BotCheckContext<T>) =>
      new Promise<T>((resolve, reject) => {
        if (waiting.current.length === 0) {
          setRound((r) => r + 1);
          setOpen(true);
        }
        waiting.current.push(waitingCall(context, resolve, reject));
      });
    return registerBotCheckHandler(handler);
  }, []);

  const settle = (act: (call: WaitingCall) => void) => {
    const calls = waiting.current;
    waiting.current = [];
    setOpen(false);
    calls.forEach(act);
  };

  if (round === 0) return null;
  return (
    <Suspense fallback={null}>
      <HumanCheckDialog
        key={round}
        open={open}
        onVerified={(proof) => settle((call) => call.retry(proof))}
        onCancel={() => settle((call) => call.cancel())}
      />
    </Suspense>
  );
}
