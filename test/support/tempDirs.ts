import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A maker of temporary folders for one test file: every folder it makes is
 * removed once the file's tests are over, pass or fail. Call it at the top of
 * the file (it registers an `afterAll` there, which runs after the file's other
 * after-hooks have closed what wrote into the folders), then make folders
 * anywhere, in hooks or tests.
 */
export function tempDirs(): (prefix: string) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
