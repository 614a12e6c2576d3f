import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { writeHealthFile } from './healthFile.js';
import type { ProjectorHealth } from './supervisedProjector.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-health-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('keeps the file current with the projector health and the time it was written', async () => {
  const path = join(dir, 'health.json');
  let health: ProjectorHealth = { state: 'running', failures: 0 };
  const writer = writeHealthFile(path, () => health, 20);
  try {
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ state: 'running', failures: 0 });
    health = { state: 'failed', failures: 5, lastError: 'read store unreachable' };
    await new Promise((resolve) => setTimeout(resolve, 80));
    const written = JSON.parse(readFileSync(path, 'utf8'));
    expect(written).toMatchObject(health);
    expect(Date.now() - Date.parse(written.at)).toBeLessThan(1_000);
  } finally {
    writer.stop();
  }
});
