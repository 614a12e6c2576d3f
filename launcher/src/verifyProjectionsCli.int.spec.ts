import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSqliteEventStore } from '@mohalla/infra';
import { afterAll, expect, it } from 'vitest';
import { writeSampleLog } from '../../test/support/sampleLog.js';

const cli = fileURLToPath(new URL('./verifyProjectionsCli.ts', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mohalla-verify-'));
  dirs.push(dir);
  return dir;
};

/** Runs the tool with only DATA_DIR set, as an operator with a sourced env file would. */
function verify(dir: string) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dir };
  const run = spawnSync(process.execPath, ['--import', 'tsx', cli], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

it('fails, naming the log, when the log holds no events: never an all-clear at position 0', () => {
  const dir = dataDir();
  const run = verify(dir);
  expect(run.code).toBe(2);
  expect(run.output).toContain(`the SQLite log ${join(dir, 'events.sqlite')} holds no events`);
  expect(run.output).not.toContain('equal a clean rebuild');
});

it('fails, naming the store, when the read store has never been written by a projector', {
  timeout: 60_000,
}, async () => {
  const dir = dataDir();
  const eventStore = createSqliteEventStore({ path: join(dir, 'events.sqlite') });
  await writeSampleLog(eventStore, { events: 50, cities: 1, areasPerCity: 1 });
  await eventStore.close();
  const run = verify(dir);
  expect(run.code).toBe(2);
  expect(run.output).toContain(
    `the SQLite read store ${join(dir, 'read-models.sqlite')} holds no projection checkpoints`,
  );
});
