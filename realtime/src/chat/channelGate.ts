interface Waiter {
  alone: boolean;
  go: () => void;
}

interface Gate {
  /** Sends holding it: checked, appended, not yet answered. */
  shared: number;
  /** A message command holding it alone. */
  alone: boolean;
  /** In the order they asked; a waiting command holds back later sends, so it is never starved. */
  waiting: Waiter[];
}

/**
 * Who may append to a channel from this node at the moment. Sends share a
 * channel (from their append until its answer: they depend on nothing in
 * it); a message command (edit, delete, mark helpful, report) holds it alone
 * from reading the channel until its append at that revision answers. With
 * group commit a command's append would otherwise nearly always find the
 * node's own sends committed in between, conflict and retry, and in a busy
 * channel run out of tries; now only another process's append can come
 * between its read and its append (retried as before).
 */
export function channelGate() {
  const gates = new Map<string, Gate>();

  const admit = (channelId: string, gate: Gate) => {
    while (gate.waiting.length > 0) {
      const next = gate.waiting[0]!;
      if (gate.alone || (next.alone && gate.shared > 0)) break;
      gate.waiting.shift();
      if (next.alone) gate.alone = true;
      else gate.shared++;
      next.go();
      if (next.alone) break;
    }
    if (!gate.alone && gate.shared === 0 && gate.waiting.length === 0) gates.delete(channelId);
  };

  const enter = (channelId: string, alone: boolean): Promise<() => void> => {
    let gate = gates.get(channelId);
    if (!gate) {
      gate = { shared: 0, alone: false, waiting: [] };
      gates.set(channelId, gate);
    }
    const held = gate;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      if (alone) held.alone = false;
      else held.shared--;
      admit(channelId, held);
    };
    return new Promise((resolve) => {
      held.waiting.push({ alone, go: () => resolve(leave) });
      admit(channelId, held);
    });
  };

  return {
    /** For a send: resolves with `leave`, to call once its append has answered. */
    share: (channelId: string) => enter(channelId, false),
    /** For a message command: resolves with `leave`, to call once it is done. */
    alone: (channelId: string) => enter(channelId, true),
  };
}

export type ChannelGate = ReturnType<typeof channelGate>;
