import { type ApiOperation, apiOperations } from '@mohalla/contracts';

/**
 * Where the gateway sends a request: `/healthz` (answered by the gateway),
 * a service, the web client, or `unknown` for an `/api` path no service
 * serves (the gateway answers it: 404 `REQUEST.NOT_FOUND`).
 */
export type Destination = 'health' | 'read' | 'write' | 'realtime' | 'web' | 'unknown';

interface Route {
  method: string;
  /** The template's segments, lower case; null where it has a `{param}`. */
  segments: ReadonlyArray<string | null>;
  destination: Exclude<Destination, 'web' | 'unknown'>;
  /** How many segments are literal: a literal beats a parameter (`/api/areas/auto-create` over `/api/areas/{areaId}`). */
  literals: number;
}

const segmentsOf = (path: string) => path.split('/').slice(1);

function routeFor(operation: ApiOperation): Route {
  const segments = segmentsOf(operation.path).map((s) => (/^\{\w+\}$/.test(s) ? null : s.toLowerCase()));
  return {
    method: operation.method.toUpperCase(),
    segments,
    destination: operation.service === 'gateway' ? 'health' : operation.service,
    literals: segments.filter((s) => s !== null).length,
  };
}

/**
 * The catalogue's routes by how many segments they have, so a request is
 * matched against the few of its length; the most literal first.
 */
export function routingTable(operations: readonly ApiOperation[]): Map<number, Route[]> {
  const table = new Map<number, Route[]>();
  for (const route of operations.map(routeFor)) {
    const sameLength = table.get(route.segments.length) ?? [];
    sameLength.push(route);
    table.set(route.segments.length, sameLength);
  }
  for (const routes of table.values()) routes.sort((a, b) => b.literals - a.literals);
  return table;
}

const matches = (route: Route, segments: readonly string[]) =>
  route.segments.every((expected, i) => (expected === null ? segments[i] !== '' : expected === segments[i]));

/**
 * Routes by the OpenAPI operation catalogue (`contracts/src/openapi`), where
 * each operation names the service that serves it, so a new route is routed
 * by being catalogued (and a test keeps the catalogue equal to the routes the
 * services register). HEAD goes where GET does. A catalogued path asked with
 * a method it lacks (OPTIONS, say) goes to the service that serves the path,
 * or, when several do, by the API's rule: reads to the read API, the rest to
 * the write API; either answers it as it answers any method it lacks. An
 * `/api` path the catalogue does not know is `unknown`; any other path is
 * the web client's.
 */
export function routeWith(table: Map<number, Route[]>) {
  return (method: string | undefined, url: string | undefined): Destination => {
    const path = (url ?? '/').split('?')[0]!;
    const underApi = path === '/api' || path.startsWith('/api/');
    // Koa's routers take a trailing slash as the same route, and any case.
    const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const segments = segmentsOf(underApi ? trimmed.toLowerCase() : trimmed);
    const candidates = (table.get(segments.length) ?? []).filter((route) => matches(route, segments));
    const asked = method === 'HEAD' ? 'GET' : method;
    const exact = candidates.find((route) => route.method === asked);
    if (exact) return exact.destination;
    const services = new Set(candidates.map((route) => route.destination));
    if (services.size === 1) return [...services][0]!;
    if (services.size > 1) return asked === 'GET' ? 'read' : 'write';
    return underApi ? 'unknown' : 'web';
  };
}

/** Where a request goes, by the API's own catalogue. */
export const routeOf = routeWith(routingTable(apiOperations));
