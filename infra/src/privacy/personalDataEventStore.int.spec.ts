import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { ERASED_TEXT, type EventMetadata } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { describeEventStoreContract } from '../eventStore/eventStore.contract.js';
import type { EventStore, NewEvent } from '../eventStore/port.js';
import { createSqliteEventStore } from '../eventStore/sqliteEventStore.js';
import { sqliteStores } from '../testing/sqliteStores.js';
import { personalDataEventStore, shredPersonalData } from './personalDataEventStore.js';
import { personKeys } from './personKeys.js';
import { createSqliteKeyStore } from './sqliteKeyStore.js';

const { freshFile } = sqliteStores('mohalla-personal-data-');
const SECRET = 'a-test-master-secret-of-at-least-32-characters';

/** A log file and a key file, opened as one process would (`path`s given: a second process on them). */
function sealedLog(paths = { log: freshFile(), keys: freshFile() }) {
  const store = personalDataEventStore(
    createSqliteEventStore({ path: paths.log }),
    personKeys(createSqliteKeyStore({ path: paths.keys }), SECRET),
  );
  return { store, paths };
}

// The port's guarantees hold through the decorator too.
const contractLog = freshFile();
const contractKeys = freshFile();
describeEventStoreContract(
  'sqlite through the personal data store',
  async (options) =>
    personalDataEventStore(
      createSqliteEventStore({ path: contractLog, ...options }),
      personKeys(createSqliteKeyStore({ path: contractKeys }), SECRET),
    ),
  { clock: 'injected' },
);

const id = randomUUID();
const metadata: EventMetadata = {
  actorId: id,
  correlationId: id,
  causationId: id,
  at: new Date().toISOString(),
};
const event = (type: string, data: object): NewEvent => ({ eventId: randomUUID(), type, data, metadata });

const asha = randomUUID();
const written = {
  email: 'asha.rao@example.in',
  firstName: 'Ashalatha',
  title: 'Who mends gramophones?',
  content: 'My zanzibarite gramophone hums',
  message: 'Water cut at seven near the xylophone shop',
};

async function writeHerHistory(store: EventStore) {
  await store.append(
    `user-${asha}`,
    [
      event('UserRegistered', {
        userId: asha,
        email: written.email,
        firstName: written.firstName,
        lastName: 'Rao',
        mobile: null,
        passwordHash: 'scrypt$secret-hash',
      }),
    ],
    { expectedRevision: 'no_stream' },
  );
  const post = { postId: randomUUID(), authorId: asha, authorAlias: 'Quiet Banyan', title: written.title };
  await store.append(
    `post-${post.postId}`,
    [event('PostPublished', { ...post, content: written.content, imageUrl: null, mediaUrls: [] })],
    { expectedRevision: 'no_stream' },
  );
  await store.append(
    `channel-${randomUUID()}`,
    [
      event('MessageSent', {
        messageId: randomUUID(),
        authorId: asha,
        content: written.message,
        attachments: [],
      }),
    ],
    { expectedRevision: 'no_stream' },
  );
}

/** Every byte SQLite keeps for the log: the file and its WAL. */
const logBytes = (path: string) =>
  [path, `${path}-wal`]
    .filter(existsSync)
    .map((file) => readFileSync(file).toString('latin1'))
    .join('');

describe('the log through the personal data store', () => {
  it('holds none of her personal data in its file, and every read path gives it back', async () => {
    const { store, paths } = sealedLog();
    await writeHerHistory(store);
    for (const text of Object.values(written)) expect(logBytes(paths.log)).not.toContain(text);

    const all = await store.readAll();
    expect(all.map((e) => e.data)).toMatchObject([
      { email: written.email, firstName: written.firstName, passwordHash: 'scrypt$secret-hash' },
      { title: written.title, content: written.content },
      { content: written.message },
    ]);
    expect((await store.readStream(`user-${asha}`))[0]?.data).toMatchObject({ email: written.email });
    const subscription = store.subscribeToAll();
    const seen: unknown[] = [];
    for await (const item of subscription) {
      if (item.kind === 'event') seen.push(item.event.data);
      if (seen.length === 3) break;
    }
    await subscription.close();
    expect(seen).toEqual(all.map((e) => e.data));
    await store.close();
  });

  it('once her key is destroyed, every process reads her data as erased; the log is unchanged', async () => {
    const { store, paths } = sealedLog();
    await writeHerHistory(store);
    const other = sealedLog(paths).store; // another process, which opened her key before the erasure
    expect((await other.readAll())[1]?.data).toMatchObject({ title: written.title });
    const raw = () => createSqliteEventStore({ path: paths.log });
    const rawLog = raw();
    const storedBefore = await rawLog.readAll();
    await rawLog.close();

    await shredPersonalData(store, asha);
    await store.append(
      `user-${asha}`,
      [event('PersonErased', { userId: asha, erasedAt: new Date().toISOString() })],
      {
        expectedRevision: 0,
      },
    );

    for (const reader of [store, other]) {
      const data = (await reader.readAll()).map((e) => e.data);
      expect(data).toMatchObject([
        { userId: asha, email: ERASED_TEXT, firstName: ERASED_TEXT, passwordHash: null },
        { authorId: asha, title: ERASED_TEXT, content: ERASED_TEXT, mediaUrls: [] },
        { authorId: asha, content: ERASED_TEXT },
        { userId: asha },
      ]);
    }
    // Append-only: what was stored before the erasure is stored unchanged, one event after it.
    const rawAfter = raw();
    expect((await rawAfter.readAll()).slice(0, 3)).toEqual(storedBefore);
    await rawAfter.close();
    await Promise.all([store.close(), other.close()]);
  });

  it('reads events written before sealing (plaintext) as they are', async () => {
    const paths = { log: freshFile(), keys: freshFile() };
    const plain = createSqliteEventStore({ path: paths.log });
    await writeHerHistory(plain);
    await plain.close();
    const { store } = sealedLog(paths);
    expect((await store.readAll())[0]?.data).toMatchObject({ email: written.email });
    await store.close();
  });
});
