import { describe, expect, it } from 'vitest';
import { closeInOrder } from './closeInOrder.js';

describe('closeInOrder', () => {
  it('closes or stops each part in the order given, one after the other, skipping absent ones', async () => {
    const done: string[] = [];
    const slow = (name: string) => async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      done.push(name);
    };
    await closeInOrder([
      { close: slow('server') },
      undefined,
      { stop: slow('worker') },
      { close: () => void done.push('store') },
    ]);
    expect(done).toEqual(['server', 'worker', 'store']);
  });

  it('stops at the first failure, leaving the rest for the caller to see', async () => {
    const done: string[] = [];
    const closing = closeInOrder([
      {
        close: async () => {
          throw new Error('server would not close');
        },
      },
      { close: () => void done.push('store') },
    ]);
    await expect(closing).rejects.toThrow('server would not close');
    expect(done).toEqual([]);
  });
});
