import { randomUUID } from 'node:crypto';
import { CLAIM_GRACE_MS, type CommandContext, idSourceFor } from '@mohalla/domain';
import type { EventStore } from '@mohalla/infra';
import { beforeEach, describe, expect, it } from 'vitest';
import { postPublished } from '../../../domain/src/testing/events.js';
import { sqliteStores } from '../../../infra/src/testing/sqliteStores.js';
import { attachedStreamOf, markUploadsAttached } from './uploadReferences.js';

const { open, freshFile } = sqliteStores('attach-');
let eventStore: EventStore;
beforeEach(() => {
  eventStore = open(freshFile());
});

const T0 = new Date('2026-11-24T10:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const context = (now = T0): CommandContext => ({
  actorId: 'tester',
  now,
  correlationId: randomUUID(),
  commandId: randomUUID(),
  ids: idSourceFor(undefined),
});

const key = `${randomUUID()}.png`;
const fileUrl = `/api/files/${key}`;

/** Appends the post (to its own stream) that shows `mediaUrls`. */
async function publish(postId: string, mediaUrls: string[]) {
  const { data } = postPublished({ postId, mediaUrls });
  const metadata = {
    actorId: 'tester',
    correlationId: randomUUID(),
    causationId: randomUUID(),
    at: T0.toISOString(),
  };
  await eventStore.append(
    `post-${postId}`,
    [{ eventId: randomUUID(), type: 'PostPublished', data, metadata }],
    {
      expectedRevision: 'no_stream',
    },
  );
}

describe('attachments of uploads to posts (issue 14 point 11)', () => {
  it('answers null for a file no post claimed', async () => {
    expect(await attachedStreamOf(eventStore, key, T0)).toBeNull();
  });

  it('counts a fresh claim as attached before the post is written, and a stale one only if the post shows the file', async () => {
    const postId = randomUUID();
    await markUploadsAttached(eventStore, [fileUrl], `post-${postId}`, context());
    expect(await attachedStreamOf(eventStore, key, later(1000))).toBe(`post-${postId}`);
    // The publish failed: after the grace period the claim blocks nothing.
    expect(await attachedStreamOf(eventStore, key, later(CLAIM_GRACE_MS))).toBeNull();
    await publish(postId, [fileUrl]);
    expect(await attachedStreamOf(eventStore, key, later(CLAIM_GRACE_MS))).toBe(`post-${postId}`);
  });

  it('finds the post that shows the file when an earlier claimant never published', async () => {
    const [failed, published] = [randomUUID(), randomUUID()];
    await markUploadsAttached(eventStore, [fileUrl], `post-${failed}`, context());
    await markUploadsAttached(eventStore, [fileUrl], `post-${published}`, context(later(1000)));
    await publish(published, [fileUrl]);
    expect(await attachedStreamOf(eventStore, key, later(CLAIM_GRACE_MS + 5000))).toBe(`post-${published}`);
  });

  it('claims once per stream, and skips URLs that are no file of ours', async () => {
    const postId = randomUUID();
    const stream = `post-${postId}`;
    await markUploadsAttached(
      eventStore,
      [fileUrl, fileUrl, 'https://elsewhere.example/x.png'],
      stream,
      context(),
    );
    await markUploadsAttached(eventStore, [fileUrl], stream, context());
    expect(await eventStore.headPosition()).toBe(1);
  });
});
