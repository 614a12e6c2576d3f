import { describe, expect, it } from 'vitest';
import { appendToEsdb, IDEMPOTENCE_WINDOW } from './esdbAppend.js';
import { fakeEsdb } from './esdbFakeClient.js';
import { newEvents } from './eventStoreContractHelpers.js';
import { WrongExpectedRevisionError } from './port.js';

// The fake client keeps no duplicate-id cache: it stands for a server that
// restarted between an append and its retry, so only the adapter can keep the
// append from being stored twice.
describe('appendToEsdb with expected revision any or stream_exists', () => {
  it('sends the revision it read as a number, so the server checks it durably', async () => {
    const fake = fakeEsdb();
    fake.store('chat-1', ['a', 'b']);
    await appendToEsdb(fake.client, 'chat-1', newEvents(1), 'any');
    await appendToEsdb(fake.client, 'chat-2', newEvents(1), 'any');
    expect(fake.calls.filter((call) => call.startsWith('append'))).toEqual([
      'append chat-1 1',
      'append chat-2 no_stream',
    ]);
  });

  it('appends a retried any append once, after other writers appended, answering the first result', async () => {
    const fake = fakeEsdb();
    fake.store('chat-1', ['x']);
    const events = newEvents(2);
    const first = await appendToEsdb(fake.client, 'chat-1', events, 'any');
    fake.store('chat-1', ['y', 'z']);

    const retry = await appendToEsdb(fake.client, 'chat-1', events, 'any');

    expect(retry).toEqual(first);
    expect(first).toMatchObject({ nextExpectedRevision: 2, firstRevision: 1 });
    expect(fake.eventsOf('chat-1').map((item) => item.event?.id)).toEqual([
      'x',
      events[0]!.eventId,
      events[1]!.eventId,
      'y',
      'z',
    ]);
  });

  it('recognises a retry whose first events lie just past the end of the window it reads', async () => {
    const fake = fakeEsdb();
    const events = newEvents(3);
    await appendToEsdb(fake.client, 'chat-1', events, 'any');
    // The window is the newest IDEMPOTENCE_WINDOW + 3 events: the first of the three falls out of it.
    fake.store(
      'chat-1',
      Array.from({ length: IDEMPOTENCE_WINDOW + 1 }, (_, n) => `later-${n}`),
    );
    const retry = await appendToEsdb(fake.client, 'chat-1', events, 'any');
    expect(retry).toMatchObject({ nextExpectedRevision: 2, firstRevision: 0 });
    expect(fake.eventsOf('chat-1')).toHaveLength(IDEMPOTENCE_WINDOW + 4);
  });

  it('reads the tail again and appends after a writer that got in between', async () => {
    const fake = fakeEsdb();
    fake.store('chat-1', ['x']);
    fake.beforeNextAppend(() => fake.store('chat-1', ['intruder']));
    const [event] = newEvents(1);

    const result = await appendToEsdb(fake.client, 'chat-1', [event!], 'any');

    expect(fake.calls.filter((call) => call.startsWith('append'))).toEqual([
      'append chat-1 0',
      'append chat-1 1',
    ]);
    expect(result).toMatchObject({ nextExpectedRevision: 2, firstRevision: 2 });
    expect(fake.eventsOf('chat-1').map((item) => item.event?.id)).toEqual(['x', 'intruder', event!.eventId]);
  });

  it('stores nothing more when the writer that got in between was a retry of the same append', async () => {
    const fake = fakeEsdb();
    const events = newEvents(1);
    fake.beforeNextAppend(() => fake.store('chat-1', [events[0]!.eventId]));

    const result = await appendToEsdb(fake.client, 'chat-1', events, 'any');

    expect(result).toMatchObject({ nextExpectedRevision: 0, firstRevision: 0 });
    expect(fake.eventsOf('chat-1')).toHaveLength(1);
  });

  it('refuses stream_exists on a stream that does not exist, and stores nothing', async () => {
    const fake = fakeEsdb();
    const attempt = appendToEsdb(fake.client, 'chat-1', newEvents(1), 'stream_exists');
    await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(attempt).rejects.toMatchObject({ actual: -1 });
    expect(fake.log).toHaveLength(0);
  });

  it('appends a retried stream_exists append once', async () => {
    const fake = fakeEsdb();
    fake.store('chat-1', ['x']);
    const events = newEvents(1);
    const first = await appendToEsdb(fake.client, 'chat-1', events, 'stream_exists');
    expect(await appendToEsdb(fake.client, 'chat-1', events, 'stream_exists')).toEqual(first);
    expect(fake.eventsOf('chat-1')).toHaveLength(2);
  });

  it('refuses a retry that resends only some of the stored ids', async () => {
    const fake = fakeEsdb();
    const events = newEvents(2);
    await appendToEsdb(fake.client, 'chat-1', events, 'any');
    const changed = [events[0]!, ...newEvents(1)];
    await expect(appendToEsdb(fake.client, 'chat-1', changed, 'any')).rejects.toThrow(
      /1 of 2 event ids are already stored/,
    );
    expect(fake.eventsOf('chat-1')).toHaveLength(2);
  });
});

describe('appendToEsdb with a numeric or no_stream expected revision', () => {
  it('leaves the check to the server and reports its conflict in the port’s terms', async () => {
    const fake = fakeEsdb();
    fake.store('chat-1', ['x', 'y']);
    const attempt = appendToEsdb(fake.client, 'chat-1', newEvents(1), 0);
    await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(attempt).rejects.toMatchObject({ expected: 0, actual: 1 });
    expect(fake.calls).toEqual(['append chat-1 0']);
  });
});
