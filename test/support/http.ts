/** A small JSON client for integration tests: answers status, headers and parsed body. */
export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

// biome-ignore lint/suspicious/noExplicitAny: tests assert on response bodies; their shape is what is under test
export async function request<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<JsonResponse<T>> {
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

/** A started node, or its getter: tests start theirs in `beforeAll`, after their helpers are made. */
type NodeRef = () => { url: string };

/** `request` bound to a node a test starts later. */
export function requestTo(node: NodeRef) {
  return (method: string, path: string, options?: Parameters<typeof request>[3]) =>
    request(node().url, method, path, options);
}

/** `request` as a signed-in person (their `auth` headers), or as no one (null), with an optional JSON body. */
export function requestAs(node: NodeRef) {
  return (who: { auth: Record<string, string> } | null, method: string, path: string, body?: object) =>
    request(node().url, method, path, { headers: who?.auth ?? {}, ...(body ? { body } : {}) });
}
