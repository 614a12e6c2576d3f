import { cuttableProxy } from './cuttableProxy.js';

/**
 * A proxy in front of the test Redis at `url`, for outage tests: connect to
 * its `url` (same database), then `cut` and `restore` it.
 */
export async function cuttableRedis(url: string) {
  const target = new URL(url);
  const proxy = await cuttableProxy(target.hostname, Number(target.port || 6379));
  return Object.assign(proxy, { url: `redis://127.0.0.1:${proxy.port}${target.pathname}` });
}
