import { readdirSync, readFileSync } from 'node:fs';
import { cuttableProxy } from '@mohalla/infra/testing/proxy';
import { SERVICE_ENTRIES, type ServiceKind } from '../../launcher/src/scaled/serviceEntries.js';

export type CuttableServer = Awaited<ReturnType<typeof cuttableProxy>>;

/** A TCP proxy in front of the server at `url`, and the same URL pointing through it. */
export async function throughProxy(url: string): Promise<{ proxy: CuttableServer; url: string }> {
  const target = new URL(url);
  const defaults: Record<string, number> = { 'redis:': 6379, 'mongodb:': 27017, 'http:': 80 };
  const proxy = await cuttableProxy(target.hostname, Number(target.port || defaults[target.protocol]));
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return { proxy, url: proxied.toString() };
}

/** The pids of the launcher's children running the main file of `kind`, e.g. `write-api`. */
export function childPids(launcherPid: number, kind: ServiceKind): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== launcherPid) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.includes(SERVICE_ENTRIES[kind])) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}
