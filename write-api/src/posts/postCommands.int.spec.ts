import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { areaStream, type DomainEvent, userStream } from '@mohalla/contracts';
import { CLAIM_GRACE_MS, type CommandContext, idSourceFor } from '@mohalla/domain';
import {
  createLocalFolderStorage,
  createSqliteEventStore,
  type EventStore,
  type ObjectStorage,
} from '@mohalla/infra';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userRegistered } from '../../../domain/src/testing/events.js';
import { tempDirs } from '../../../test/support/tempDirs.js';
import { attachedStreamOf } from '../uploads/uploadReferences.js';
import { publishPost } from './postCommands.js';

const tempDir = tempDirs();

let eventStore: EventStore;
let storage: ObjectStorage;
beforeEach(() => {
  const dir = tempDir('post-attach-');
  eventStore = createSqliteEventStore({ path: join(dir, 'events.sqlite') });
  storage = createLocalFolderStorage({ root: join(dir, 'files') });
});
afterEach(async () => {
  await eventStore.close();
  await storage.close();
});

const T0 = new Date();
const context = (): CommandContext => ({
  actorId: 'tester',
  now: T0,
  correlationId: randomUUID(),
  commandId: randomUUID(),
  ids: idSourceFor(undefined),
});

/** Starts a stream with `event`, as a test writes it at T0. */
const seed = (stream: string, { type, data }: DomainEvent) =>
  eventStore.append(
    stream,
    [
      {
        eventId: randomUUID(),
        type,
        data,
        metadata: { actorId: 'tester', correlationId: 'c', causationId: 'c', at: T0.toISOString() },
      },
    ],
    { expectedRevision: 'no_stream' },
  );

async function anArea(): Promise<string> {
  const areaId = randomUUID();
  await seed(areaStream(areaId), {
    type: 'AreaCreated',
    data: {
      areaId,
      cityId: randomUUID(),
      name: 'Koregaon Park',
      lobbyChannelId: randomUUID(),
      location: null,
      origin: 'admin',
    },
  });
  return areaId;
}

/** A registered resident (aliases are assigned on publishing). */
async function aResident(): Promise<string> {
  const userId = randomUUID();
  await seed(
    userStream(userId),
    userRegistered({ userId, email: `${userId}@example.in`, firstName: 'Asha', lastName: 'K' }),
  );
  return userId;
}

async function anUpload(uploader: string): Promise<{ key: string; url: string }> {
  const key = `${randomUUID()}.png`;
  const bytes = new Uint8Array([1, 2, 3]);
  await storage.put(key, bytes, { contentType: 'image/png', contentLength: 3, metadata: { uploader } });
  return { key, url: `/api/files/${key}` };
}

const body = (mediaUrls: string[]) => ({
  type: 'tip' as const,
  title: 'Fresh vegetables today',
  content: 'The Tuesday market has fresh vegetables near the gate.',
  mediaUrls,
});

describe('publishing a post with an upload (issue 14 point 11)', () => {
  it('refuses a file its uploader deleted while the publish was checking it, and claims it for a while only', async () => {
    const author = await aResident();
    const areaId = await anArea();
    const { key, url } = await anUpload(author);
    // The uploader's delete checked for claims before this publish made any, and removes the file
    // right after the publish's first look at it.
    let looked = false;
    const racing: ObjectStorage = {
      ...storage,
      async stat(k) {
        const info = await storage.stat(k);
        if (k === key && !looked) {
          looked = true;
          await storage.delete(k);
        }
        return info;
      },
    };
    const deps = { eventStore, aliasSecret: 'a'.repeat(32), storage: racing };
    await expect(publishPost(deps, author, areaId, body([url]), context())).rejects.toMatchObject({
      code: 'REQUEST.INVALID',
      errors: [{ field: 'mediaUrls.0', message: expect.stringContaining('no file stored') }],
    });
    expect((await eventStore.readAll()).filter((e) => e.type === 'PostPublished')).toEqual([]);
    // What the failed publish left (a claim for a post that does not exist) lapses after the grace period.
    expect(await attachedStreamOf(eventStore, key, T0)).not.toBeNull();
    expect(await attachedStreamOf(eventStore, key, new Date(T0.getTime() + CLAIM_GRACE_MS))).toBeNull();
  });

  it("claims no file that is someone else's", async () => {
    const areaId = await anArea();
    const { key, url } = await anUpload(randomUUID());
    const deps = { eventStore, aliasSecret: 'a'.repeat(32), storage };
    await expect(publishPost(deps, await aResident(), areaId, body([url]), context())).rejects.toMatchObject({
      code: 'REQUEST.INVALID',
    });
    expect(await attachedStreamOf(eventStore, key, T0)).toBeNull();
  });

  it('attaches its own stored file for good', async () => {
    const author = await aResident();
    const { key, url } = await anUpload(author);
    const deps = { eventStore, aliasSecret: 'a'.repeat(32), storage };
    const { postId } = await publishPost(deps, author, await anArea(), body([url]), context());
    const later = new Date(T0.getTime() + CLAIM_GRACE_MS);
    expect(await attachedStreamOf(eventStore, key, later)).toBe(`post-${postId}`);
  });
});

describe('a post the content rules block (issue 15: the gate in the decider)', () => {
  it('is refused with its findings before anything is written: no claim on its upload, no alias', async () => {
    const author = await aResident();
    const areaId = await anArea();
    const { key, url } = await anUpload(author);
    const before = await eventStore.headPosition();
    const deps = { eventStore, aliasSecret: 'a'.repeat(32), storage };
    const blocked = { ...body([url]), content: 'Ganja milega, DM me for rates this weekend' };
    await expect(publishPost(deps, author, areaId, blocked, context())).rejects.toMatchObject({
      code: 'POST.REFUSED_BY_MODERATION',
      extra: {
        moderation: { findings: expect.arrayContaining([expect.objectContaining({ type: 'illegal' })]) },
      },
    });
    expect(await eventStore.headPosition()).toBe(before);
    expect(await attachedStreamOf(eventStore, key, T0)).toBeNull();
  });
});
