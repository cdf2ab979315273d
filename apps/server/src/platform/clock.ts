/** The time source every module reads, so tests can move time forward. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
