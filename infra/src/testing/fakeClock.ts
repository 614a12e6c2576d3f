/**
 * A clock for the in-process adapters' `now` option, moved by hand: tests of
 * leases and windows elapse instantly and exactly, with no real waiting.
 */
export function fakeClock(start = Date.UTC(2025, 0, 1)) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
    set: (at: number) => {
      t = at;
    },
  };
}
