import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, type FileHandle, mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey, checkPutOptions, exactLength } from './objectStorageInput.js';
import type { ObjectInfo, ObjectStorage, PutOptions, StoredObject } from './port.js';

export interface LocalFolderStorageOptions {
  /** The folder that holds everything (created when missing). */
  root: string;
}

// Each object is one file: a first line naming the format, a line of JSON with
// its type, length and metadata, then its bytes. One file means one rename
// replaces bytes and metadata together.
const MAGIC = 'mohalla-object 1\n';
const MAX_HEADER_BYTES = 16 * 1024;
/** Uploads may carry what people did not mean to share: readable by the server's user only. */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;
// Object files end in `~`, which keys cannot contain: the key `a` (file `a~`)
// and the key `a/b` (folder `a`) never collide.
const FILE_SUFFIX = '~';

interface Header {
  contentType: string;
  contentLength: number;
  metadata: Record<string, string>;
}

/**
 * Objects as files under `root/objects`, written to `root/tmp` first and
 * renamed into place (atomic on one file system), so readers never see half a
 * file. For one machine: the single node, tests.
 */
export function createLocalFolderStorage({ root }: LocalFolderStorageOptions): ObjectStorage {
  const base = resolve(root);
  const objectsDir = join(base, 'objects');
  const tmpDir = join(base, 'tmp');

  const pathOf = (key: string): string => {
    checkKey(key);
    const path = join(objectsDir, ...key.split('/')) + FILE_SUFFIX;
    // Unreachable with a valid key; kept so a future change to the key rules cannot escape the root.
    if (!path.startsWith(objectsDir + sep)) throw new RangeError('object key is not valid');
    return path;
  };

  async function openObject(
    key: string,
  ): Promise<{ handle: FileHandle; header: Header; offset: number } | null> {
    const path = pathOf(key);
    let handle: FileHandle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const buffer = Buffer.alloc(MAX_HEADER_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, MAX_HEADER_BYTES, 0);
      const text = buffer.subarray(0, bytesRead);
      const end = text.indexOf('\n', MAGIC.length);
      if (!text.subarray(0, MAGIC.length).equals(Buffer.from(MAGIC)) || end < 0) {
        throw new Error('object file is corrupt (no header)');
      }
      const header = JSON.parse(text.subarray(MAGIC.length, end).toString('utf8')) as Header;
      return { handle, header, offset: end + 1 };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  return {
    async put(key: string, body: Uint8Array | Readable, options: PutOptions) {
      const target = pathOf(key);
      const { contentType, contentLength, metadata } = checkPutOptions(options);
      const header = `${MAGIC}${JSON.stringify({ contentType, contentLength, metadata } satisfies Header)}\n`;
      await mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR });
      const tmp = join(tmpDir, `${randomUUID()}.part`);
      const handle = await open(tmp, 'wx', PRIVATE_FILE);
      try {
        try {
          await handle.write(header);
          for await (const chunk of exactLength(body, contentLength)) await handle.write(chunk as Buffer);
          await handle.datasync();
        } finally {
          await handle.close();
        }
        await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR });
        await rename(tmp, target);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },

    async get(key: string): Promise<StoredObject | null> {
      const opened = await openObject(key);
      if (!opened) return null;
      const { handle, header, offset } = opened;
      // The stream owns the handle and closes it when done or destroyed.
      const body = handle.createReadStream({ start: offset, autoClose: true });
      return { ...infoOf(header), body };
    },

    async stat(key: string): Promise<ObjectInfo | null> {
      const opened = await openObject(key);
      if (!opened) return null;
      await opened.handle.close();
      return infoOf(opened.header);
    },

    async exists(key: string) {
      const path = pathOf(key);
      try {
        await access(path, constants.F_OK);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key: string) {
      const path = pathOf(key);
      try {
        await unlink(path);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async status() {
      try {
        await mkdir(objectsDir, { recursive: true, mode: PRIVATE_DIR });
        await mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR });
        await access(objectsDir, constants.W_OK);
        await access(tmpDir, constants.W_OK);
        return { available: true, details: 'File uploads are stored on this server.' };
      } catch {
        return {
          available: false,
          details: 'File uploads are unavailable: the upload folder is not writable.',
        };
      }
    },

    async close() {},
  };
}

function infoOf(header: Header): ObjectInfo {
  return {
    contentType: header.contentType,
    contentLength: header.contentLength,
    metadata: { ...header.metadata },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  // ENOTDIR: a segment of the key is a file here (`a~` exists, `a/b` asked).
  return code === 'ENOENT' || code === 'ENOTDIR';
}
