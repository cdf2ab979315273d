import type { AnalyticsBatch, AnalyticsEvent } from '@portal/contract/analytics';
import { ANALYTICS_PATHS, analyticsEventSchema } from '@portal/contract/analytics';
import { apiClient } from './api-client';

export type AnalyticsProperties = AnalyticsEvent['properties'];
export type AnalyticsSender = (batch: AnalyticsBatch) => Promise<unknown>;

export const ANALYTICS_MAX_BATCH = 50;
export const ANALYTICS_FLUSH_INTERVAL_MS = 5_000;

type TrackerOptions = {
  send: AnalyticsSender;
  maxBatch?: number;
  intervalMs?: number;
  currentPath?: () => string;
};

/**
 * Buffers usage events of signed-in users and sends them in batches: every few seconds, when the
 * buffer holds a full batch, and on flush(). Tracking never throws: failures are logged and dropped.
 */
export class AnalyticsTracker {
  private readonly send: AnalyticsSender;
  private readonly maxBatch: number;
  private readonly intervalMs: number;
  private readonly currentPath: () => string;
  private queue: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private signedIn = false;

  constructor(options: TrackerOptions) {
    this.send = options.send;
    this.maxBatch = options.maxBatch ?? ANALYTICS_MAX_BATCH;
    this.intervalMs = options.intervalMs ?? ANALYTICS_FLUSH_INTERVAL_MS;
    this.currentPath = options.currentPath ?? (() => window.location.pathname);
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

  track(name: string, properties: AnalyticsProperties = {}): void {
    if (!this.signedIn) return;
    const event = analyticsEventSchema.safeParse({
      name,
      properties,
      occurred_at: new Date().toISOString(),
      path: this.currentPath(),
    });
    if (!event.success) {
      console.warn(`Analytics event '${name}' was dropped: it does not match the event schema`, event.error.issues);
      return;
    }
    this.queue.push(event.data);
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

/** The app's tracker. */
export const analytics = new AnalyticsTracker({ send: sendAnalyticsBatch });
