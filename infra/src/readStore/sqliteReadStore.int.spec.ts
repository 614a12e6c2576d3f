import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { describeReadStoreContract } from './readStore.contract.js';
import { createSqliteReadStore } from './sqliteReadStore.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-readstore-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeReadStoreContract('SQLite', async () => createSqliteReadStore({ path: join(dir, 'read.sqlite') }));
