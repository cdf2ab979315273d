import type { AnalyticsBatch, AnalyticsEvent } from '@portal/contract/analytics';
import { ANALYTICS_EVENTS, ANALYTICS_PATHS, fitsAnalyticsEvent } from '@portal/contract/analytics-core';
import { ANALYTICS_SCRIPT_DELAY_MS } from '@portal/contract/constants';
import { apiClient, isApiClientError } from './api-client';

export type AnalyticsProperties = AnalyticsEvent['properties'];
export type AnalyticsSender = (batch: AnalyticsBatch) => Promise<unknown>;

const ANALYTICS_MAX_BATCH = 50;
const ANALYTICS_FLUSH_INTERVAL_MS = 5_000;

type TrackerOptions = {
  send: AnalyticsSender;
  maxBatch?: number;
  intervalMs?: number;
  currentPath?: () => string;
  /** How long after start() the tracker begins sending on its own (spec section 9: 3000 ms). */
  startDelayMs?: number;
};

/**
 * Buffers usage events of signed-in users and sends them in batches: every few seconds, when the
 * buffer holds a full batch, and on flush(). Tracking never throws: failures are logged and dropped.
 *
 * It sends nothing on its own until start() and the start delay have passed, so it never competes with the
 * page's first load; what is tracked before then waits in the buffer. An explicit flush() (sign-out, page
 * hidden or left) sends at once, since the page is going away and the buffer would otherwise be lost.
 */
export class AnalyticsTracker {
  private readonly send: AnalyticsSender;
  private readonly maxBatch: number;
  private readonly intervalMs: number;
  private readonly currentPath: () => string;
  private readonly startDelayMs: number;
  private queue: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private signedIn = false;
  private started = false;
  private ready = false;

  constructor(options: TrackerOptions) {
    this.send = options.send;
    this.maxBatch = options.maxBatch ?? ANALYTICS_MAX_BATCH;
    this.intervalMs = options.intervalMs ?? ANALYTICS_FLUSH_INTERVAL_MS;
    this.currentPath = options.currentPath ?? (() => window.location.pathname);
    this.startDelayMs = options.startDelayMs ?? ANALYTICS_SCRIPT_DELAY_MS;
  }

  /** Called once when the app starts: sending begins after the start delay. */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (this.startDelayMs <= 0) {
      this.becomeReady();
    } else {
      setTimeout(() => this.becomeReady(), this.startDelayMs);
    }
  }

  /** What was tracked during the delay goes at once. */
  private becomeReady(): void {
    this.ready = true;
    if (this.queue.length > 0) void this.flush();
  }

  /** Events are only recorded while someone is signed in; signing out drops what is buffered. */
  setSignedIn(signedIn: boolean): void {
    this.signedIn = signedIn;
    if (!signedIn) {
      this.queue = [];
      this.stopTimer();
    }
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Records an event on the current path (or `options.path`), if someone is signed in. */
  track(name: string, properties: AnalyticsProperties = {}, options: { path?: string } = {}): void {
    if (!this.signedIn) return;
    const event = { name, properties, occurred_at: new Date().toISOString(), path: options.path ?? this.currentPath() };
    if (!fitsAnalyticsEvent(event)) {
      console.warn(`Analytics event '${name}' was dropped: it does not match the event schema`);
      return;
    }
    this.queue.push(event);
    this.scheduleSend();
  }

  /** Once ready: a full batch goes at once, anything less with the next tick of the timer. */
  private scheduleSend(): void {
    if (!this.ready || this.queue.length === 0) return;
    if (this.queue.length >= this.maxBatch) {
      void this.flush();
    } else {
      this.startTimer();
    }
  }

  /** Sends everything buffered now; resolves when every batch has been answered (or has failed and been logged). */
  flush(): Promise<void> {
    this.stopTimer();
    if (this.queue.length === 0) return Promise.resolve();
    const events = this.queue;
    this.queue = [];
    const sends: Promise<void>[] = [];
    for (let start = 0; start < events.length; start += this.maxBatch) {
      const batch = { events: events.slice(start, start + this.maxBatch) };
      let sending: Promise<unknown>;
      try {
        sending = this.send(batch);
      } catch (error) {
        sending = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      sends.push(
        sending.then(
          () => undefined,
          (error: unknown) => console.warn(`Could not send ${batch.events.length} analytics event(s)`, error),
        ),
      );
    }
    return Promise.all(sends).then(() => undefined);
  }

  private startTimer(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
  }

  private stopTimer(): void {
    if (this.timer === undefined) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** Posts a batch; keepalive lets the last batch outlive the page (sign-out, tab close). */
export const sendAnalyticsBatch: AnalyticsSender = (batch) =>
  apiClient.post(ANALYTICS_PATHS.events, batch, { keepalive: true, redirectOnUnauthorized: false });

/** The app's tracker; main.tsx starts it. */
export const analytics = new AnalyticsTracker({ send: sendAnalyticsBatch });

/** A page view; the path is the route's pathname (never the query, which may hold search terms). */
export function trackPageView(path: string): void {
  analytics.track(ANALYTICS_EVENTS.pageView, { path }, { path });
}

/** The spec's 'No Results' tag: a list or search came back empty; `details` say what was asked (e.g. the term). */
export function trackNoResults(context: string, details: AnalyticsProperties = {}): void {
  analytics.track(ANALYTICS_EVENTS.noResults, { ...details, context });
}

/** The spec's 'API Error' tag: a call the page needs failed. */
export function trackApiError(call: string, error: unknown): void {
  analytics.track(ANALYTICS_EVENTS.apiError, {
    call,
    status: isApiClientError(error) ? error.status : null,
    code: isApiClientError(error) ? error.code : null,
  });
}
