/** A gate the loop waits at between events; `pause` resolves once no event is in hand. */
export function pauseGate() {
  let held: { gate: Promise<void>; open: () => void; idle: Promise<void>; markIdle: () => void } | null =
    null;
  let inHand = false;
  return {
    async wait() {
      if (held) await held.gate;
    },
    busy(now: boolean) {
      inHand = now;
      if (!now) held?.markIdle();
    },
    pause(): Promise<void> {
      if (!held) {
        let open = () => {};
        let markIdle = () => {};
        const gate = new Promise<void>((resolve) => {
          open = resolve;
        });
        const idle = new Promise<void>((resolve) => {
          markIdle = resolve;
        });
        held = { gate, open, idle, markIdle };
        if (!inHand) markIdle();
      }
      return held.idle;
    },
    resume() {
      held?.open();
      held = null;
    },
  };
}
