import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEsdbHeadWatch } from './esdbHeadWatch.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('EventStoreDB head watch', () => {
  it('reads the head once per interval for all its watchers, and not at all without watchers', async () => {
    vi.useFakeTimers();
    let head = 100;
    const readHead = vi.fn(async () => head);
    const watch = createEsdbHeadWatch(readHead, 250);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(readHead).not.toHaveBeenCalled();

    const seenByA: number[] = [];
    const seenByB: number[] = [];
    const stopA = watch.watch((at) => {
      seenByA.push(at);
    });
    const stopB = watch.watch((at) => {
      seenByB.push(at);
    });
    await vi.advanceTimersByTimeAsync(250);
    head = 200;
    await vi.advanceTimersByTimeAsync(250);
    expect(readHead).toHaveBeenCalledTimes(2);
    expect(seenByA).toEqual([100, 200]);
    expect(seenByB).toEqual([100, 200]);

    stopA();
    stopB();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(readHead).toHaveBeenCalledTimes(2);
  });

  it('waits for its watchers before the next read, and goes on after a failed read', async () => {
    vi.useFakeTimers();
    const readHead = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('server away'));
    readHead.mockResolvedValue(300);
    const watch = createEsdbHeadWatch(readHead, 100);
    let release: () => void = () => undefined;
    const seen: number[] = [];
    watch.watch((at) => {
      seen.push(at);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await vi.advanceTimersByTimeAsync(100); // fails
    await vi.advanceTimersByTimeAsync(100); // 300, the watcher holds on
    await vi.advanceTimersByTimeAsync(500);
    expect(readHead).toHaveBeenCalledTimes(2);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(readHead).toHaveBeenCalledTimes(3);
    expect(seen).toEqual([300, 300]);
  });
});
