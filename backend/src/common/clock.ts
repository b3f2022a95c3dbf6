/** Injection token for the clock, so rules that depend on "now" (lead time, DST days) can be tested at any instant. */
export const CLOCK = Symbol('CLOCK');

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
