import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFolderStorage } from './localFolderStorage.js';
import { describeObjectStorageContract } from './objectStorage.contract.js';

const root = mkdtempSync(join(tmpdir(), 'mohalla-objects-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeObjectStorageContract('local folder', () => createLocalFolderStorage({ root }), 'contract');

describe('local folder storage on disk', () => {
  it('keeps every object under the root and leaves no temporary file behind', async () => {
    const storage = createLocalFolderStorage({ root: join(root, 'disk') });
    await storage.put('a/b.png', Buffer.from('png'), { contentType: 'image/png', contentLength: 3 });
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half');
        throw new Error('client went away');
      })(),
    );
    await expect(
      storage.put('c.png', failing, { contentType: 'image/png', contentLength: 10 }),
    ).rejects.toThrow();
    expect(readdirSync(join(root, 'disk', 'tmp'))).toEqual([]);
    expect(readdirSync(join(root, 'disk', 'objects'), { recursive: true }).sort()).toEqual(['a', 'a/b.png~']);
  });

  it('answers unavailable when the folder cannot be created', async () => {
    // Below a file: no folder can be made there, even as root.
    writeFileSync(join(root, 'a-file'), 'x');
    const storage = createLocalFolderStorage({ root: join(root, 'a-file', 'uploads') });
    expect((await storage.status()).available).toBe(false);
  });
});
