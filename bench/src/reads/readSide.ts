import type { Progress } from '../progress.js';

interface Health {
  logPosition: number;
  readPosition: number;
}

/** The log's head and how far every projection has got, as the node's `/healthz` says. */
export async function health(baseUrl: string): Promise<Health> {
  const response = await fetch(`${baseUrl}/healthz`);
  return (await response.json()) as Health;
}

/**
 * Waits until every projection has applied the whole log (the node's
 * `/healthz` names both positions), advancing `progress` by the events
 * applied, so the measurements start on a projector at rest.
 */
export async function waitForProjections(baseUrl: string, progress: Progress): Promise<number> {
  let shown = 0;
  for (;;) {
    const { logPosition, readPosition } = await health(baseUrl);
    if (readPosition > shown) {
      progress.advance(readPosition - shown);
      shown = readPosition;
    }
    if (readPosition >= logPosition) return logPosition;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every page of an area's posts, cursor after cursor: checks the list and answers each page's cursor. */
export async function pageCursors(
  baseUrl: string,
  areaId: string,
  pageSize: number,
): Promise<{ posts: number; cursors: string[] }> {
  const cursors: string[] = [];
  let posts = 0;
  let cursor: string | null = null;
  do {
    const query = `limit=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await fetch(`${baseUrl}/api/areas/${areaId}/posts?${query}`);
    if (!response.ok) throw new Error(`area list: ${response.status} ${await response.text()}`);
    posts += ((await response.json()) as unknown[]).length;
    cursor = response.headers.get('x-next-cursor');
    if (cursor) cursors.push(cursor);
  } while (cursor);
  return { posts, cursors };
}
