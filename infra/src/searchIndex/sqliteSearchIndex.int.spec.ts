import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { describeSearchIndexContract } from './searchIndex.contract.js';
import { createSqliteSearchIndex } from './sqliteSearchIndex.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-search-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

describeSearchIndexContract('SQLite FTS5', async () =>
  createSqliteSearchIndex({ path: join(dir, `search-${++files}.sqlite`) }),
);
