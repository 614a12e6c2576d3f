import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_METADATA_BYTES, type ObjectStorage } from './port.js';

export type MakeObjectStorage = () => ObjectStorage | Promise<ObjectStorage>;

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stream that yields `bytes` in small pieces, then fails when `failAfter` is set. */
function trickle(bytes: Buffer, failAfter?: number): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < bytes.length; at += 1000) {
        if (failAfter !== undefined && at >= failAfter) throw new Error('client went away');
        yield bytes.subarray(at, at + 1000);
      }
    })(),
  );
}

/**
 * The guarantees of the `ObjectStorage` port (see its TSDoc), checked against
 * one adapter. Every key starts with `prefix` (unique per run, so runs may
 * share a bucket); the caller removes what is left under it.
 */
export function describeObjectStorageContract(name: string, make: MakeObjectStorage, prefix: string): void {
  const key = (ext = 'bin') => `${prefix}/${randomUUID()}.${ext}`;

  describe(`ObjectStorage contract: ${name}`, () => {
    let storage: ObjectStorage;
    beforeAll(async () => {
      storage = await make();
    });
    afterAll(async () => {
      await storage?.close();
    });

    it('is available', async () => {
      const status = await storage.status();
      expect(status.available).toBe(true);
      expect(status.details).toEqual(expect.any(String));
    });

    it('stores bytes and gives them back with their type, length and metadata', async () => {
      const k = key('png');
      const bytes = randomBytes(3000);
      const metadata = { uploader: 'user-1', filename: 'chai stall — ठेला.png', 'uploaded-at': '2024-01-01' };
      await storage.put(k, bytes, { contentType: 'image/png', contentLength: bytes.length, metadata });
      const got = await storage.get(k);
      expect(got).not.toBeNull();
      expect(got!.contentType).toBe('image/png');
      expect(got!.contentLength).toBe(bytes.length);
      expect(got!.metadata).toEqual(metadata);
      expect((await readAll(got!.body)).equals(bytes)).toBe(true);
      expect(await storage.stat(k)).toEqual({ contentType: 'image/png', contentLength: 3000, metadata });
      expect(await storage.exists(k)).toBe(true);
    });

    it('stores a stream, and an empty object', async () => {
      const k = key();
      const bytes = randomBytes(64 * 1024 + 7);
      await storage.put(k, trickle(bytes), { contentType: 'video/mp4', contentLength: bytes.length });
      expect((await readAll((await storage.get(k))!.body)).equals(bytes)).toBe(true);
      const empty = key();
      await storage.put(empty, new Uint8Array(0), { contentType: 'image/gif', contentLength: 0 });
      const got = await storage.get(empty);
      expect(got!.contentLength).toBe(0);
      expect(got!.metadata).toEqual({});
      expect(await readAll(got!.body)).toHaveLength(0);
    });

    it('answers null and false for a missing key', async () => {
      const k = key();
      expect(await storage.get(k)).toBeNull();
      expect(await storage.stat(k)).toBeNull();
      expect(await storage.exists(k)).toBe(false);
    });

    it('replaces an object on a second put, metadata included', async () => {
      const k = key();
      await storage.put(k, Buffer.from('first version'), {
        contentType: 'image/jpeg',
        contentLength: 13,
        metadata: { uploader: 'a', note: 'old' },
      });
      await storage.put(k, Buffer.from('second'), {
        contentType: 'image/webp',
        contentLength: 6,
        metadata: { uploader: 'b' },
      });
      const got = await storage.get(k);
      expect(got!.contentType).toBe('image/webp');
      expect(got!.metadata).toEqual({ uploader: 'b' });
      expect((await readAll(got!.body)).toString()).toBe('second');
    });

    it('deletes, and deleting a missing key resolves', async () => {
      const k = key();
      await storage.put(k, Buffer.from('x'), { contentType: 'image/gif', contentLength: 1 });
      await storage.delete(k);
      expect(await storage.exists(k)).toBe(false);
      expect(await storage.get(k)).toBeNull();
      await storage.delete(k);
      await storage.delete(key());
    });

    it('stores nothing when the body is shorter or longer than contentLength', async () => {
      const [short, long] = [key(), key()];
      const bytes = randomBytes(5000);
      await expect(
        storage.put(short, trickle(bytes), { contentType: 'video/mp4', contentLength: 6000 }),
      ).rejects.toThrow();
      await expect(
        storage.put(long, bytes, { contentType: 'video/mp4', contentLength: 4000 }),
      ).rejects.toThrow();
      expect(await storage.exists(short)).toBe(false);
      expect(await storage.exists(long)).toBe(false);
    });

    it('keeps the previous object when a replacing stream fails midway', async () => {
      const k = key();
      await storage.put(k, Buffer.from('keep me'), { contentType: 'image/png', contentLength: 7 });
      const bytes = randomBytes(20_000);
      await expect(
        storage.put(k, trickle(bytes, 10_000), { contentType: 'video/mp4', contentLength: bytes.length }),
      ).rejects.toThrow();
      const got = await storage.get(k);
      expect(got!.contentType).toBe('image/png');
      expect((await readAll(got!.body)).toString()).toBe('keep me');
    });

    it('keeps keys apart, including a key and a longer key under it', async () => {
      const parent = key();
      const child = `${parent}/child`;
      await storage.put(parent, Buffer.from('parent'), { contentType: 'image/png', contentLength: 6 });
      await storage.put(child, Buffer.from('child'), { contentType: 'image/png', contentLength: 5 });
      expect((await readAll((await storage.get(parent))!.body)).toString()).toBe('parent');
      expect((await readAll((await storage.get(child))!.body)).toString()).toBe('child');
      await storage.delete(parent);
      expect(await storage.exists(child)).toBe(true);
    });

    it('refuses keys outside the alphabet with a RangeError that does not echo them, touching nothing', async () => {
      const bad = [
        '',
        '../secret',
        `${prefix}/../../secret`,
        '/etc/passwd',
        `${prefix}/./x`,
        `${prefix}//x`,
        `${prefix}/x/`,
        `${prefix}\\secret`,
        `${prefix}/Secret.PNG`,
        `${prefix}/.hidden`,
        `${prefix}/secret\0x`,
        `${prefix}/secret%2f..`,
        `${prefix}/${'a'.repeat(600)}`,
      ];
      for (const k of bad) {
        for (const call of [
          () => storage.put(k, Buffer.from('x'), { contentType: 'image/png', contentLength: 1 }),
          () => storage.get(k),
          () => storage.stat(k),
          () => storage.exists(k),
          () => storage.delete(k),
        ]) {
          const error = await call().catch((e: unknown) => e);
          expect(error).toBeInstanceOf(RangeError);
          expect((error as Error).message).not.toContain('secret');
        }
      }
    });

    it('refuses bad put options with a RangeError, storing nothing', async () => {
      const k = key();
      const tooMuch = { note: 'x'.repeat(MAX_METADATA_BYTES) };
      const bad = [
        { contentType: '', contentLength: 1 },
        { contentType: 'image/png', contentLength: -1 },
        { contentType: 'image/png', contentLength: 1.5 },
        { contentType: 'image/png', contentLength: 1, metadata: { 'Bad Name': 'x' } },
        { contentType: 'image/png', contentLength: 1, metadata: tooMuch },
      ];
      for (const options of bad) {
        await expect(storage.put(k, Buffer.from('x'), options)).rejects.toBeInstanceOf(RangeError);
      }
      expect(await storage.exists(k)).toBe(false);
    });
  });
}
