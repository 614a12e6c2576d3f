import { randomUUID } from 'node:crypto';
import { postStream } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { memoryCommandStore } from '../testing/memoryCommandStore.js';
import { publishPost, upvotePost } from '../testing/postCommands.js';
import { refusal } from '../testing/refusal.js';

async function givenPost() {
  const memory = memoryCommandStore();
  const postId = await publishPost(memory.store);
  const stream = postStream(postId);
  /** An upvote appended by a writer in another process. */
  const upvotedElsewhere = (userId: string) =>
    memory.write(stream, [
      {
        eventId: randomUUID(),
        type: 'PostUpvoted',
        data: { postId, userId },
        metadata: {
          actorId: userId,
          correlationId: 'elsewhere',
          causationId: 'elsewhere',
          at: '2026-11-24T10:00:00Z',
        },
      },
    ]);
  return { ...memory, postId, stream, upvotedElsewhere };
}

describe('handleCommand: a writer in another process', () => {
  it('makes the command be decided again on the fresh state, not its stale events re-appended', async () => {
    const given = await givenPost();
    const voter = randomUUID();
    // The same person's upvote lands elsewhere between this command's read and its append.
    given.beforeEachAppend((_stream, attempt) => {
      if (attempt === 2) given.upvotedElsewhere(voter);
    });
    const outcome = await upvotePost(given.store, given.postId, voter);
    // Decided again, the repeat upvote is a no-op: one upvote in the log, not two.
    expect(given.events(given.stream).filter((event) => event.type === 'PostUpvoted')).toHaveLength(1);
    expect(outcome).toMatchObject({ revision: 1, replayed: false });
    expect(outcome.state).toMatchObject({ upvotes: 1 });
  });

  it('is retried until it lands, each attempt on what the others wrote', async () => {
    const given = await givenPost();
    given.beforeEachAppend((_stream, attempt) => {
      if (attempt === 2 || attempt === 3) given.upvotedElsewhere(randomUUID());
    });
    const outcome = await upvotePost(given.store, given.postId, randomUUID());
    expect(given.appendAttempts(given.stream)).toBe(4);
    expect(outcome).toMatchObject({ revision: 3 });
    expect(outcome.state).toMatchObject({ upvotes: 3 });
  });

  it('that always gets there first makes it give up after five attempts with a 409', async () => {
    const given = await givenPost();
    given.beforeEachAppend(() => given.upvotedElsewhere(randomUUID()));
    const error = await refusal(upvotePost(given.store, given.postId, randomUUID()));
    expect(error.code).toBe('CONCURRENCY.CONFLICT');
    expect(error.status).toBe(409);
    // One append for the publish, then five attempts at the upvote.
    expect(given.appendAttempts(given.stream)).toBe(6);
  });
});

describe('handleCommand: idempotency by event id', () => {
  it('a command sent again with its key answers replayed and appends nothing', async () => {
    const given = await givenPost();
    const voter = randomUUID();
    const first = await upvotePost(given.store, given.postId, voter, { key: 'tap-1' });
    await upvotePost(given.store, given.postId, randomUUID());
    const again = await upvotePost(given.store, given.postId, voter, { key: 'tap-1' });
    expect(first).toMatchObject({ revision: 1, replayed: false });
    expect(again.replayed).toBe(true);
    expect(given.events(given.stream)).toHaveLength(3);
  });

  it('another key is another command (here a repeat upvote, which changes nothing)', async () => {
    const given = await givenPost();
    const voter = randomUUID();
    await upvotePost(given.store, given.postId, voter, { key: 'tap-1' });
    const other = await upvotePost(given.store, given.postId, voter, { key: 'tap-2' });
    expect(other.replayed).toBe(false);
    expect(given.events(given.stream)).toHaveLength(2);
  });
});

describe('handleCommand: If-Match', () => {
  it('a stale revision is a 409 naming both revisions, and nothing is appended', async () => {
    const given = await givenPost();
    await upvotePost(given.store, given.postId, randomUUID());
    const error = await refusal(upvotePost(given.store, given.postId, randomUUID(), { expectedRevision: 0 }));
    expect(error.code).toBe('CONCURRENCY.CONFLICT');
    expect(error.detail).toContain('you had revision 0, it is now 1');
    expect(given.events(given.stream)).toHaveLength(2);
  });

  it('the current revision applies', async () => {
    const given = await givenPost();
    const outcome = await upvotePost(given.store, given.postId, randomUUID(), { expectedRevision: 0 });
    expect(outcome).toMatchObject({ revision: 1, replayed: false });
  });

  it('pinned, a write by another process before the append is the client’s conflict: 409, not a retry', async () => {
    const given = await givenPost();
    given.beforeEachAppend((_stream, attempt) => {
      if (attempt === 2) given.upvotedElsewhere(randomUUID());
    });
    const error = await refusal(upvotePost(given.store, given.postId, randomUUID(), { expectedRevision: 0 }));
    expect(error.detail).toContain('you had revision 0, it is now 1');
    expect(given.appendAttempts(given.stream)).toBe(2);
    expect(given.events(given.stream)).toHaveLength(2);
  });
});
