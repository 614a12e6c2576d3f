import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
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
  const child = await startChildService('pid', fixture('pidService.ts'), {}, process.cwd(), {
    restartFirstDelayMs: 5_000,
  });
  const pid = await pidAt(child.url!);
  let restarts = 0;
  child.onRestart(() => restarts++);
  process.kill(pid, 'SIGKILL'); // exitCode stays null; only signalCode says it ended
  await expect.poll(() => alive(pid), { timeout: 10_000, interval: 20 }).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 100)); // its exit event has been handled
  const stopped = child.stop().then(() => 'stopped');
  const hung = new Promise((resolve) => setTimeout(() => resolve('hung'), 3_000));
  expect(await Promise.race([stopped, hung])).toBe('stopped'); // hung before: it waited for an exit long gone
  await new Promise((resolve) => setTimeout(resolve, 200));
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
