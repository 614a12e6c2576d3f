import { randomUUID } from 'node:crypto';
import { DomainError, postStream } from '@mohalla/contracts';
import {
  type CommandContext,
  evolvePost,
  handleCommand,
  initialPostState,
  type PostCommand,
} from '@mohalla/domain';
import { type EventStore, eventStoreCommandStore } from '@mohalla/infra';
import { describe, expect, it } from 'vitest';
import {
  type CommandOptions,
  contextFor,
  publishPost,
  runPostCommand,
  upvotePost,
} from '../../../domain/src/testing/postCommands.js';
import { sqliteStores } from '../../../infra/src/testing/sqliteStores.js';

const { processes } = sqliteStores('mohalla-handle-command-');
const run = (store: EventStore, command: PostCommand, context: CommandContext) =>
  runPostCommand(eventStoreCommandStore(store), command, context);
const publish = (store: EventStore) => publishPost(eventStoreCommandStore(store));
const upvote = (store: EventStore, postId: string, userId: string, options?: CommandOptions) =>
  upvotePost(eventStoreCommandStore(store), postId, userId, options);

describe('commands on cached aggregates', () => {
  it('decide on what another process appended since the aggregate was cached', async () => {
    const [here, there] = processes(2) as [EventStore, EventStore];
    const postId = await publish(here);
    const voter = randomUUID();
    await upvote(there, postId, voter);
    // Cached here at revision 0; the tail read finds the other process's upvote, so this repeat is a no-op.
    const again = await upvote(here, postId, voter);
    expect(again).toMatchObject({ revision: 1, replayed: false });
    expect(again.state).toMatchObject({ upvotes: 1 });
    const next = await upvote(here, postId, randomUUID());
    expect(next.revision).toBe(2);
    expect(await here.readStream(postStream(postId))).toHaveLength(3);
  });

  it('retry on fresh state when another process appends between the read and the append', async () => {
    const [real, there] = processes(2) as [EventStore, EventStore];
    const postId = await publish(real);
    const otherVoter = randomUUID();
    let interfered = false;
    // The other process's upvote lands right after this process read the stream's tail.
    const here: EventStore = {
      ...real,
      readStream: async (stream, options) => {
        const events = await real.readStream(stream, options);
        if (!interfered && options?.fromRevision !== undefined) {
          interfered = true;
          await upvote(there, postId, otherVoter);
        }
        return events;
      },
      append: real.append.bind(real),
    };
    await upvote(here, postId, randomUUID()); // caches at revision 1 (one full read, no interference)
    const outcome = await upvote(here, postId, randomUUID());
    expect(interfered).toBe(true);
    expect(outcome).toMatchObject({ revision: 3, replayed: false });
    expect(outcome.state).toMatchObject({ upvotes: 3 });
    expect((await real.readStream(postStream(postId))).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
  });

  it('many commands on one stream at once all land, each with its own revision and count', async () => {
    const [store] = processes(1) as [EventStore];
    const postId = await publish(store);
    const outcomes = await Promise.all(Array.from({ length: 25 }, () => upvote(store, postId, randomUUID())));
    expect(outcomes.map((o) => o.revision).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, n) => n + 1),
    );
    expect(new Set(outcomes.map((o) => (o.state.status === 'published' ? o.state.upvotes : 0))).size).toBe(
      25,
    );
    expect(await store.readStream(postStream(postId))).toHaveLength(26);
  });

  it('the same idempotency key sent twice at once appends once; the retry answers replayed', async () => {
    const [store] = processes(1) as [EventStore];
    const postId = await publish(store);
    const voter = randomUUID();
    const [first, retry] = await Promise.all([
      upvote(store, postId, voter, { key: 'k-1' }),
      upvote(store, postId, voter, { key: 'k-1' }),
    ]);
    expect(first.replayed).toBe(false);
    expect(retry).toMatchObject({ replayed: true, revision: first.revision });
    expect(await store.readStream(postStream(postId))).toHaveLength(2);
  });

  it('two commands pinned with If-Match to the same revision: the first applies, the second is a conflict', async () => {
    const [store] = processes(1) as [EventStore];
    const postId = await publish(store);
    const [first, second] = await Promise.allSettled([
      upvote(store, postId, randomUUID(), { expectedRevision: 0 }),
      upvote(store, postId, randomUUID(), { expectedRevision: 0 }),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { revision: 1 } });
    const error = (second as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('CONCURRENCY.CONFLICT');
  });

  it('a command whose event fails its schema is refused alone; the others decided with it land', async () => {
    const [store] = processes(1) as [EventStore];
    const postId = await publish(store);
    const malformed = handleCommand(
      eventStoreCommandStore(store),
      postStream(postId),
      {
        initialState: initialPostState,
        evolve: evolvePost,
        decide: () => [{ type: 'PostUpvoted', data: { postId: 'not-a-uuid', userId: 'nobody' } }],
      },
      contextFor(randomUUID()),
    );
    const [refused, ok] = await Promise.allSettled([malformed, upvote(store, postId, randomUUID())]);
    expect(refused.status).toBe('rejected');
    expect(ok).toMatchObject({ status: 'fulfilled', value: { revision: 1 } });
    const stored = await store.readStream(postStream(postId));
    expect(stored.map((e) => e.type)).toEqual(['PostPublished', 'PostUpvoted']);
  });

  it('a refused command does not take down the others decided with it', async () => {
    const [store] = processes(1) as [EventStore];
    const postId = await publish(store);
    const missing = randomUUID();
    const [ok, refused, okToo] = await Promise.allSettled([
      upvote(store, postId, randomUUID()),
      run(
        store,
        {
          type: 'ReportContent',
          data: {
            reportId: randomUUID(),
            postId,
            replyId: missing,
            reporterId: randomUUID(),
            reason: 'spam',
          },
        },
        contextFor(randomUUID()),
      ),
      upvote(store, postId, randomUUID()),
    ]);
    expect(ok.status).toBe('fulfilled');
    expect(((refused as PromiseRejectedResult).reason as DomainError).code).toBe('POST.NOT_FOUND');
    expect(okToo.status).toBe('fulfilled');
    expect(await store.readStream(postStream(postId))).toHaveLength(3);
  });
});
