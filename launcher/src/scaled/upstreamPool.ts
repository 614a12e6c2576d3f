/** How often each upstream's `/healthz` is asked, and how long an answer may take. */
export const HEALTH_CHECK_EVERY_MS = 2_000;
export const HEALTH_CHECK_TIMEOUT_MS = 1_000;

export interface UpstreamPool {
  /**
   * The upstreams to try for one request, in order: the healthy ones from the
   * round-robin's turn on, then the ejected ones (when every upstream looks
   * down, trying them beats refusing outright).
   */
  order(): string[];
  /** The upstream refused a connection: eject it until a health check finds it answering. */
  markDown(url: string): void;
  /** A restarted process serves on a new URL in place of its old one. */
  replace(oldUrl: string, newUrl: string): void;
  close(): void;
}

/**
 * The instances of one service behind the local gateway, health-checked:
 * one that refuses connections or fails its `/healthz` is ejected from the
 * round-robin, and put back once `/healthz` answers 200 again. Before
 * this, a killed write-api kept getting every other request (502s for as
 * long as it was down).
 */
export function upstreamPool(
  urls: readonly string[],
  { checkEveryMs = HEALTH_CHECK_EVERY_MS, timeoutMs = HEALTH_CHECK_TIMEOUT_MS } = {},
): UpstreamPool {
  const upstreams = urls.map((url) => ({ url, healthy: true }));
  let turn = 0;

  const check = async () => {
    await Promise.all(
      upstreams.map(async (upstream) => {
        const { url } = upstream;
        let healthy = false;
        try {
          const answer = await fetch(new URL('/healthz', url), { signal: AbortSignal.timeout(timeoutMs) });
          healthy = answer.ok;
          await answer.body?.cancel();
        } catch {
          healthy = false;
        }
        // Replaced while asked: the answer is about a process that is gone.
        if (upstream.url === url) upstream.healthy = healthy;
      }),
    );
  };
  // 0: a fixed pool that is never checked (the single node's one realtime node, in-process).
  const timer = checkEveryMs > 0 ? setInterval(() => void check(), checkEveryMs) : undefined;
  timer?.unref();

  return {
    order() {
      const start = turn++ % upstreams.length;
      const rotated = [...upstreams.slice(start), ...upstreams.slice(0, start)];
      return [...rotated.filter((u) => u.healthy), ...rotated.filter((u) => !u.healthy)].map((u) => u.url);
    },
    markDown(url) {
      for (const upstream of upstreams) if (upstream.url === url) upstream.healthy = false;
    },
    replace(oldUrl, newUrl) {
      for (const upstream of upstreams) {
        if (upstream.url !== oldUrl) continue;
        upstream.url = newUrl;
        upstream.healthy = true;
      }
    },
    close: () => clearInterval(timer),
  };
}
