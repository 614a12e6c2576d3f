import { afterEach, vi } from 'vitest';

/** One answer of the fake server: a status, a JSON body and headers. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What the component asked for: method, path with query, and the parsed JSON body if any. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

// Every spec that fakes the server gets the real `fetch` back after each test (registered on import).
afterEach(() => vi.unstubAllGlobals());

type Route = (request: FakeRequest) => FakeAnswer | undefined;

/**
 * Stands in for the server: `fetch` answers from `routes` (keyed `'GET /api/topics'`, the path
 * without its query), a 404 problem for anything else, and every request is recorded so a test
 * can assert what a click sent.
 */
export function fakeApi(routes: Record<string, Route | FakeAnswer>) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://mohalla.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? null);
    const request = { method, path: `${url.pathname}${url.search}`, body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(request) : route;
    if (!answer)
      return Response.json({ title: 'Not Found', status: 404 }, { status: 404, headers: problemHeaders });
    return Response.json(answer.body ?? null, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    sent: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path.startsWith(path)),
  };
}

const problemHeaders = { 'Content-Type': 'application/problem+json' };
