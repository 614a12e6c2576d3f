import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteEventStore } from './sqliteEventStore.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-writer-process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const storeModule = join(dirname(fileURLToPath(import.meta.url)), 'sqliteEventStore.ts');

/** A child process on the log at `path` that appends one event at a time and prints each answer. */
function appender(path: string, count: number, close: boolean) {
  const script = `
    const { createSqliteEventStore } = await import(${JSON.stringify(storeModule)});
    const { randomUUID } = await import('node:crypto');
    const store = createSqliteEventStore({ path: ${JSON.stringify(path)} });
    for (let n = 0; n < ${count}; n++) {
      const id = randomUUID();
      const metadata = { actorId: 'a', correlationId: id, causationId: id, at: new Date().toISOString() };
      const { position } = await store.append('thing-' + n, [{ eventId: id, type: 'ThingHappened', data: { n }, metadata }], { expectedRevision: 'no_stream' });
      process.stdout.write('acked ' + position + '\\n');
    }
    if (${close}) { await store.close(); process.stdout.write('closed\\n'); }
  `;
  const file = `${path}.appender.mts`;
  writeFileSync(file, script);
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const acked = () => [...output.matchAll(/acked (\d+)/g)].map((match) => Number(match[1]));
  return { child, exited, acked, output: () => output, errors: () => errors };
}

async function storedPositions(path: string): Promise<number[]> {
  const store = createSqliteEventStore({ path });
  try {
    return (await store.readAll()).map((event) => event.position);
  } finally {
    await store.close();
  }
}

describe('SQLite event log with its writer thread, in a process of its own', () => {
  it('a process that closes its store exits by itself, with everything appended stored', async () => {
    const path = join(dir, 'closing.db');
    const run = appender(path, 5, true);
    expect(await run.exited, run.errors()).toBe(0);
    expect(run.output()).toContain('closed');
    expect(await storedPositions(path)).toEqual(run.acked());
  }, 60_000);

  it('every append answered before a kill -9 is in the log afterwards', async () => {
    const path = join(dir, 'killed.db');
    const run = appender(path, 100_000, false);
    const deadline = Date.now() + 30_000;
    while (run.acked().length < 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    run.child.kill('SIGKILL');
    await run.exited;
    const acked = run.acked();
    expect(acked.length, run.errors()).toBeGreaterThanOrEqual(200);
    const stored = new Set(await storedPositions(path));
    expect(acked.filter((position) => !stored.has(position))).toEqual([]);
  }, 60_000);
});
