/** The time source every module reads, so tests can move time forward. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}

export function isoIn(clock: Clock, ms: number): string {
  return new Date(clock.now().getTime() + ms).toISOString();
}
