import { describe, expect, it } from 'vitest';
import { channelGate } from './channelGate.js';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('channelGate', () => {
  it('lets sends share a channel, and a command in alone once they have answered, ahead of later sends', async () => {
    const gate = channelGate();
    const order: string[] = [];
    const first = await gate.share('c');
    const second = await gate.share('c');
    const command = gate.alone('c').then((leave) => {
      order.push('command');
      return leave;
    });
    const later = gate.share('c').then((leave) => {
      order.push('later send');
      return leave;
    });
    const elsewhere = await gate.alone('other channel'); // another channel is not held up
    elsewhere();
    await settle();
    expect(order).toEqual([]);
    first();
    second();
    const leaveCommand = await command;
    await settle();
    expect(order).toEqual(['command']);
    leaveCommand();
    (await later)();
    expect(order).toEqual(['command', 'later send']);
  });

  it('lets commands in one at a time, and a leave called twice counts once', async () => {
    const gate = channelGate();
    const leave = await gate.alone('c');
    let second = false;
    const next = gate.alone('c').then((l) => {
      second = true;
      return l;
    });
    await settle();
    expect(second).toBe(false);
    leave();
    leave();
    (await next)();
    expect(second).toBe(true);
    (await gate.alone('c'))();
  });
});
