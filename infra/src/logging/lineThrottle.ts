/**
 * Bounds how often one kind of log line is written: at most `perSecond` in
 * any one-second window per kind; the rest are counted and, when the window
 * closes, summed up in one line ("suppressed K similar lines"). A flood of
 * bad requests thus costs a few lines a second, however fast it comes.
 */
export interface LineThrottle {
  /** Whether a line of this kind may be written now (counted as suppressed otherwise). */
  admit(kind: string): boolean;
}

interface Window {
  start: number;
  written: number;
  suppressed: number;
  timer?: NodeJS.Timeout;
}

/** Kinds are message texts, a bounded set in practice; past this many, closed windows are forgotten. */
const MAX_KINDS = 1_000;
const WINDOW_MS = 1_000;

export function lineThrottle(options: {
  perSecond: number;
  /** Writes the summary of a window's suppressed lines of one kind. */
  summarise: (kind: string, suppressed: number) => void;
  now?: () => number;
}): LineThrottle {
  const { perSecond, summarise, now = Date.now } = options;
  const windows = new Map<string, Window>();

  const close = (kind: string, window: Window) => {
    clearTimeout(window.timer);
    if (windows.get(kind) === window) windows.delete(kind);
    if (window.suppressed > 0) summarise(kind, window.suppressed);
  };

  const forgetClosed = (at: number) => {
    for (const [kind, window] of windows) {
      if (at - window.start >= WINDOW_MS) close(kind, window);
    }
  };

  return {
    admit(kind) {
      const at = now();
      let window = windows.get(kind);
      if (window && at - window.start >= WINDOW_MS) {
        close(kind, window);
        window = undefined;
      }
      if (!window) {
        if (windows.size >= MAX_KINDS) forgetClosed(at);
        window = { start: at, written: 0, suppressed: 0 };
        windows.set(kind, window);
      }
      if (window.written < perSecond) {
        window.written++;
        return true;
      }
      window.suppressed++;
      if (!window.timer) {
        const closing = window;
        // Said when the window closes even if no line of the kind comes after: a flood that stops still gets its summary.
        closing.timer = setTimeout(() => close(kind, closing), Math.max(0, closing.start + WINDOW_MS - at));
        closing.timer.unref();
      }
      return false;
    },
  };
}
