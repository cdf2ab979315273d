import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { HUMAN_CHECK } from '@portal/contract/human-check';
import { HUMAN_CHECK_LABELS } from '@portal/contract/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { PUBLIC_DIR } from '../../platform/page-assets.js';

const RESET_HUMAN_CHECK_SCRIPT = readFileSync(path.join(PUBLIC_DIR, 'human-check.js'), 'utf8');

/** The attributes of the element with this id in a page (values unescaped, as the browser reads them). */
function attributesOf(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  const unescape = (value: string) =>
    value
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]));
}

type Listener = (event: FakeEvent) => void;
type FakeEvent = { key?: string; repeat?: boolean; preventDefault: () => void };

/** Just the DOM the script touches: elements by id, their listeners, classes, text, attributes and value. */
class FakeElement {
  hidden = true;
  disabled = false;
  value = '';
  textContent = '';
  readonly classes = new Set<string>();
  readonly classList = { add: (c: string) => this.classes.add(c), remove: (c: string) => this.classes.delete(c) };
  private readonly listeners = new Map<string, Listener[]>();
  constructor(private readonly attributes: Record<string, string> = {}) {}
  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string, event: Partial<FakeEvent> = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ preventDefault: () => {}, ...event });
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe(`the reset-request page's press-and-hold script against the server (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  /** The settings and texts the page gives the script, as the server writes them. */
  let box: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const form = await t.app.inject({ url: '/api/password-reset/request?lang=fr-CA', headers: { host: HOSTS.US } });
    box = attributesOf(form.body, 'hold-box');
  });
  afterAll(() => t.close());

  /** Runs the script on a fake page whose fetch is the portal itself, from one address; the hold timer fires on demand. */
  function page(address: string) {
    const elements = {
      'hold-box': new FakeElement(box),
      hold: new FakeElement(),
      'hold-status': new FakeElement(),
      humanProof: new FakeElement(),
    };
    let holdTimer: (() => void) | null = null;
    let holdDelay: number | null = null;
    const inFlight = new Set<Promise<unknown>>();
    const fetch = (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
      // The hold takes place on the server's clock: the proof is asked for once it has passed.
      if (url.endsWith('/proofs')) t.clock.advance(HUMAN_CHECK.holdMs);
      const call = t.app
        .inject({
          method: 'POST',
          url,
          remoteAddress: address,
          headers: { ...init.headers, host: HOSTS.US },
          payload: init.body,
        })
        .then((res) => ({ ok: res.statusCode < 400, json: async () => res.json() as unknown }));
      inFlight.add(call);
      void call.finally(() => inFlight.delete(call));
      return call;
    };
    /** Waits until the script has no call to the server under way and has handled the answers. */
    const idle = async () => {
      do {
        await Promise.allSettled([...inFlight]);
        await settle();
      } while (inFlight.size > 0);
    };
    runInNewContext(RESET_HUMAN_CHECK_SCRIPT, {
      document: { getElementById: (id: keyof typeof elements) => elements[id] ?? null },
      fetch,
      setTimeout: (fn: () => void, ms: number) => {
        holdTimer = fn;
        holdDelay = ms;
        return 1;
      },
      clearTimeout: () => {
        holdTimer = null;
      },
    });
    return { elements, idle, completeHold: () => holdTimer?.(), holdDelay: () => holdDelay };
  }

  it('shows the check, and a complete hold puts a proof the server accepts into the form', async () => {
    const { elements, idle, completeHold, holdDelay } = page('10.8.0.1');
    expect(elements['hold-box'].hidden).toBe(false);
    elements.hold.fire('pointerdown');
    expect(elements.hold.classes.has('holding')).toBe(true);
    expect(holdDelay()).toBe(HUMAN_CHECK.holdMs);
    completeHold();
    await idle();
    expect(elements.humanProof.value).toMatch(/^v2\./);
    expect(elements.hold.disabled).toBe(true);
    expect(elements['hold-status'].textContent).toBe(HUMAN_CHECK_LABELS['fr-CA'].done);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      remoteAddress: '10.8.0.1',
      headers: { host: HOSTS.US, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ loginId: 'user', humanProof: elements.humanProof.value }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('a release before the hold is complete asks to try again and leaves the field empty; the keyboard works too', async () => {
    const { elements, idle, completeHold } = page('10.8.0.2');
    elements.hold.fire('pointerdown');
    elements.hold.fire('pointerup');
    await idle();
    expect(elements['hold-status'].textContent).toBe(box['data-try-again']);
    expect(elements.humanProof.value).toBe('');

    elements.hold.fire('keydown', { key: ' ' });
    completeHold();
    await idle();
    expect(elements.humanProof.value).toMatch(/^v2\./);
  });
});
