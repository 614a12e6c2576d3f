import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

/**
 * Issue 14, point 13: every `/..%2f..` request logged an ERROR with a full
 * stack trace, so anyone could fill the disk with a loop of bad requests.
 */
let node: RunningNode;
beforeAll(async () => {
  // warn, as the test harness runs every node: the level a bad request may log at, at most.
  node = await startSingleNode({ env: { SEED_DEMO: 'false', LOG_LEVEL: 'warn' } });
});
afterAll(async () => {
  await node?.stop();
});

const BAD_REQUESTS: Array<{ kind: string; path: string; init?: RequestInit }> = [
  { kind: 'path traversal', path: '/..%2f..%2f..%2fetc%2fpasswd' },
  { kind: 'path traversal', path: '/assets/..%2f..%2fpackage.json' },
  { kind: 'malformed URL', path: '/%E0%A4%A' },
  { kind: 'malformed URL', path: '/area/%ZZ' },
  {
    kind: 'bad JSON',
    path: '/api/auth/login',
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' },
  },
  {
    kind: 'chat bad JSON',
    path: '/api/messages/abc123',
    init: { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{nope' },
  },
  { kind: 'api bad escape', path: '/api/areas/%ZZ/posts' },
  { kind: 'unknown route', path: '/api/no-such-thing' },
];

describe('a flood of bad requests', () => {
  it('logs a few short lines a second per kind, no stacks, and the node keeps answering', async () => {
    const before = node.output().length;
    const started = Date.now();
    const statuses: number[] = [];
    // 200 requests, 25 of each kind, 20 at a time on loopback.
    const all = Array.from({ length: 200 }, (_, i) => BAD_REQUESTS[i % BAD_REQUESTS.length]!);
    for (let i = 0; i < all.length; i += 20) {
      const batch = all.slice(i, i + 20).map(async ({ path, init }) => {
        const res = await fetch(`${node.url}${path}`, init);
        await res.arrayBuffer();
        return res.status;
      });
      statuses.push(...(await Promise.all(batch)));
    }
    const seconds = Math.ceil((Date.now() - started) / 1000);
    // Every one a 4xx: the client's fault.
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
    // The summaries of suppressed lines come when each one-second window closes.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const lines = node
      .output()
      .slice(before)
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(lines.join('\n')).not.toMatch(/ ERROR |"stack"|\\n\s+at /);
    for (const line of lines) expect(line.length).toBeLessThan(400);
    // Kinds that log (at warn) write at most 10 lines a second each, plus one summary per window.
    const refusals = lines.filter((line) => / WARN \[[\w-]+\] request refused: /.test(line));
    const kinds = new Set(refusals.map((line) => /request refused: ([a-zA-Z ]+?) {/.exec(line)?.[1]));
    expect(kinds).toEqual(new Set(['path traversal', 'malformed URL', 'bad JSON']));
    expect(refusals.length).toBeLessThanOrEqual(kinds.size * 10 * (seconds + 1));
    expect(
      lines.some((line) => /suppressed \d+ similar lines in the last second: request refused/.test(line)),
    ).toBe(true);
    expect(lines.length).toBeLessThanOrEqual(kinds.size * 11 * (seconds + 2));

    // Still serving: the health check, the web client and the API.
    expect((await fetch(`${node.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${node.url}/`)).status).toBe(200);
    expect((await fetch(`${node.url}/api/cities`)).status).toBe(200);
  });
});
