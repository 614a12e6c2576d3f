import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUpResident } from '../support/accounts.js';
import { request } from '../support/http.js';
import { startSingleNode } from '../support/singleNode.js';
import { tempDirs } from '../support/tempDirs.js';
import { ONE_PIXEL_PNG, uploadFile } from '../support/uploads.js';

const tempDir = tempDirs();

/**
 * Issue 14, point 14: DATA_DIR/events.sqlite (emails, mobiles, password
 * hashes, the user-to-alias map) was created 0644. Everything the node
 * writes under DATA_DIR is the server user's alone.
 */

/** Every folder and file under `root` (itself included) with its permission bits, as `path mode`. */
function modesUnder(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = statSync(path);
    found.push(
      `${relative(root, path) || '.'} ${(stat.mode & 0o777).toString(8)}${stat.isDirectory() ? '/' : ''}`,
    );
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return found;
}

const notPrivate = (modes: string[]) => modes.filter((entry) => !/ (700\/|600)$/.test(entry));

describe('files under DATA_DIR', () => {
  it('are 0700 folders and 0600 files on a fresh data folder, SQLite journals and uploads included', {
    timeout: 180_000,
  }, async () => {
    const dataDir = join(tempDir('mohalla-modes-'), 'data');
    const node = await startSingleNode({ dataDir });
    try {
      // Write something into each store: an account (the log), a post (read models, search), an upload.
      const asha = await signUpResident(node, 'Asha');
      const uploaded = await uploadFile(node.url, asha.auth, {
        bytes: ONE_PIXEL_PNG,
        name: 'cat.png',
        type: 'image/png',
      });
      expect(uploaded.status).toBe(201);
      const areas = (await request(node.url, 'GET', '/api/areas?minPosition=1')).body as Array<{
        _id: string;
      }>;
      const post = await request(node.url, 'POST', `/api/areas/${areas[0]!._id}/posts`, {
        body: {
          type: 'tip',
          title: 'Ration shop hours',
          content: 'Open from nine until one on weekdays now.',
        },
        headers: asha.auth,
      });
      expect(post.status).toBe(201);
      const position = post.body.position as number;
      expect((await request(node.url, 'GET', `/api/search?q=ration&minPosition=${position}`)).status).toBe(
        200,
      );

      const running = modesUnder(dataDir);
      // What there is to protect, while the node runs (SQLite's -wal and -shm beside each file).
      for (const name of [
        'events.sqlite',
        'events.sqlite-wal',
        'read-models.sqlite-shm',
        'search.sqlite',
        'alias-secret',
      ]) {
        expect(running.some((entry) => entry.startsWith(`${name} `))).toBe(true);
      }
      expect(running.some((entry) => entry.startsWith('uploads/objects/') && entry.endsWith(' 600'))).toBe(
        true,
      );
      expect(notPrivate(running)).toEqual([]);
    } finally {
      await node.stop();
    }
    expect(notPrivate(modesUnder(dataDir))).toEqual([]);
  });

  it('takes group and other access away from a data folder an older version left open', {
    timeout: 120_000,
  }, async () => {
    const dataDir = join(tempDir('mohalla-modes-old-'), 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    // An empty file is a valid new SQLite database: as an older version would have made it, 0644.
    closeSync(openSync(join(dataDir, 'events.sqlite'), 'w', 0o644));
    chmodSync(join(dataDir, 'events.sqlite'), 0o644);
    const node = await startSingleNode({ dataDir, env: { SEED_DEMO: 'false' } });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'events.sqlite')).mode & 0o777).toBe(0o600);
      expect((await request(node.url, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await node.stop();
    }
  });
});
