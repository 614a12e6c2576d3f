import { expect } from 'vitest';
import { request } from '../support/http.js';

/**
 * One timed read as a resident makes them while browsing: the area's posts
 * (read API) and the lobby's history (realtime node), turn about. The
 * attack suites compare these times during an attack with the quiet ones.
 */
export async function timedRead(
  url: string,
  auth: Record<string, string>,
  lobby: { areaId: string; channelId: string },
  i: number,
): Promise<number> {
  const path =
    i % 2 === 0 ? `/api/areas/${lobby.areaId}/posts` : `/api/channels/${lobby.channelId}/messages?limit=20`;
  const started = performance.now();
  const res = await request(url, 'GET', path, { headers: auth });
  const took = performance.now() - started;
  expect(res.status).toBe(200);
  return took;
}

/** The 95th percentile of some times (nearest rank). */
export const p95 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
};
