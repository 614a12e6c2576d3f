import { ProblemSchema } from '@mohalla/contracts';

/**
 * The one HTTP client of the web app. Same-origin `/api/...` paths; the session
 * travels as an httpOnly cookie (`credentials: 'include'`), never as a token
 * kept in storage where a script could read it.
 */

/** Anything with a zod-like `parse`; keeps web free of a direct zod import. */
export interface Parser<T> {
  parse(input: unknown): T;
}

/** A non-ok answer. `message` is what a person may be shown. */
export class ApiError extends Error {
  readonly status: number;
  /** The problem document's stable code (e.g. `AREA.NOT_FOUND`), when the server sent one. */
  readonly code: string | undefined;
  /** Per-field messages of a 400, keyed by the body field they belong to. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** With a 422 `POST.REFUSED_BY_MODERATION`: the problem's `moderation` member, unparsed. */
  readonly moderation: unknown;

  constructor(
    message: string,
    status: number,
    code?: string,
    fieldErrors: Record<string, string> = {},
    moderation?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.moderation = moderation;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  method?: Method;
  /** JSON-encoded, unless it is FormData (multipart, the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** One request; resolves to the ok response, rejects with an ApiError otherwise. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const json = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(toApiPath(path), {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(json ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    // Aborts are TanStack Query cancelling a request: let them through untouched.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function apiRequest<T>(
  path: string,
  parser: Parser<T>,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return parser.parse(undefined);
  return parser.parse(await response.json());
}

export function apiGet<T>(path: string, parser: Parser<T>, signal?: AbortSignal): Promise<T> {
  return apiRequest(path, parser, signal ? { signal } : {});
}

/** A GET whose answer also carries something in its headers (e.g. a page cursor). */
export async function apiGetWithHeaders<T>(
  path: string,
  parser: Parser<T>,
  signal?: AbortSignal,
): Promise<{ data: T; headers: Headers }> {
  const response = await send(path, signal ? { signal } : {});
  return { data: parser.parse(await response.json()), headers: response.headers };
}

/** The spec's paths sometimes lack the leading slash; the request layer adds it. */
function toApiPath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Problem documents give the person-facing `detail`; anything else falls back
 * to the spec's request-layer message, `'{status}: {body text}'`.
 */
async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const problem = ProblemSchema.safeParse(safeJson(text));
  if (problem.success) {
    const { detail, code, errors = [], moderation } = problem.data;
    // First message per field wins: one line under each input is enough.
    const fieldErrors: Record<string, string> = {};
    for (const { field, message } of errors) fieldErrors[field] ??= message;
    return new ApiError(detail, response.status, code, fieldErrors, moderation);
  }
  return new ApiError(`${response.status}: ${text}`, response.status);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Read-your-writes: every write answers the log `position` it reached; a read
 * that must show that write carries it as `?minPosition=`, and the read API
 * holds the answer until its read models have caught up.
 */
export function withMinPosition(path: string, minPosition?: number): string {
  if (minPosition === undefined) return path;
  return `${path}${path.includes('?') ? '&' : '?'}minPosition=${minPosition}`;
}
