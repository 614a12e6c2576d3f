import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it, vi } from 'vitest';
import { type ChildService, startChildService } from './childService.js';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const pidAt = async (url: string) => Number(await (await fetch(url)).text());
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const started: ChildService[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((child) => child.stop()));
});

it('starts a child again after it is killed, and tells its new URL', { timeout: 60_000 }, async () => {
  const child = await startChildService('pid', fixture('pidService.ts'), {}, process.cwd(), {
    restartFirstDelayMs: 50,
  });
  started.push(child);
  const firstUrl = child.url!;
  const firstPid = await pidAt(firstUrl);
  const restarted = new Promise<[string | undefined, string | undefined]>((resolve) =>
    child.onRestart((oldUrl, newUrl) => resolve([oldUrl, newUrl])),
  );

  process.kill(firstPid, 'SIGKILL');
  const [oldUrl, newUrl] = await restarted;

  expect(oldUrl).toBe(firstUrl);
  expect(child.url).toBe(newUrl);
  const secondPid = await pidAt(newUrl!);
  expect(secondPid).not.toBe(firstPid);
  expect(alive(secondPid)).toBe(true);
});

it('a child ended by a signal counts as ended: stop resolves at once, and nothing starts again', {
  timeout: 60_000,
}, async () => {
  // Long enough to stop before it would start again; a witness below waits as long.
  const restartFirstDelayMs = 2_000;
  const exits = vi.spyOn(console, 'error');
  const child = await startChildService('pid', fixture('pidService.ts'), {}, process.cwd(), {
    restartFirstDelayMs,
  });
  const pid = await pidAt(child.url!);
  let restarts = 0;
  child.onRestart(() => restarts++);
  process.kill(pid, 'SIGKILL'); // exitCode stays null; only signalCode says it ended
  // Its exit event has been handled (and a restart scheduled) once it says so.
  await expect
    .poll(() => exits.mock.calls.some(([line]) => String(line).startsWith('[pid] exited')), { interval: 20 })
    .toBe(true);
  const stopped = child.stop().then(() => 'stopped');
  const hung = new Promise((resolve) => setTimeout(() => resolve('hung'), 3_000));
  expect(await Promise.race([stopped, hung])).toBe('stopped'); // hung before: it waited for an exit long gone
  // Later than the restart that stop cancelled: another child, killed after it with the same
  // delay, has started again (was: 200 ms against a 5 s delay, which could not see a restart).
  const witness = await startChildService('witness', fixture('pidService.ts'), {}, process.cwd(), {
    restartFirstDelayMs,
  });
  started.push(witness);
  const witnessRestarted = new Promise<void>((resolve) => witness.onRestart(() => resolve()));
  process.kill(await pidAt(witness.url!), 'SIGKILL');
  await witnessRestarted;
  exits.mockRestore();
  expect(restarts).toBe(0);
});

it('a child stops when its launcher is killed: no orphan keeps its port', { timeout: 60_000 }, async () => {
  const launcher = spawn(process.execPath, ['--import', 'tsx', fixture('launcherOfOne.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The launcher's own line, among its child's passed-through output (chunks may hold several lines).
  let printed = '';
  const url = await new Promise<string>((resolve) =>
    launcher.stdout!.on('data', (data: Buffer) => {
      printed += String(data);
      const line = /^(http:\/\/\S+)$/m.exec(printed);
      if (line) resolve(line[1]!);
    }),
  );
  const childPid = await pidAt(url);
  launcher.kill('SIGKILL');
  await expect.poll(() => alive(childPid), { timeout: 20_000, interval: 100 }).toBe(false);
});
