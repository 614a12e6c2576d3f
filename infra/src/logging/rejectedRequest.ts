import type { Logger } from './logger.js';

/** What was wrong with a request refused as the client's fault: the kind its log lines are counted by. */
export type RejectionKind =
  | 'malformed URL'
  | 'path traversal'
  | 'bad JSON'
  | 'body too large'
  | 'unsupported body'
  | 'refused';

const PATH_SHOWN = 120;

/**
 * One short line for a request answered 4xx: the kind, the status, the
 * method and the path (cut short), never a stack: the fault is the
 * client's, and a stack says nothing about it. Probes and broken clients
 * (a malformed URL, a path out of the web folder, a body that is not JSON)
 * log at warn; the app's ordinary refusals (401, 404, 409, ...) at debug.
 * The console logger throttles lines per message, so a flood of one kind
 * costs a few lines a second plus a count of the rest.
 */
export function logRejectedRequest(
  logger: Logger,
  request: { kind: RejectionKind; status: number; method: string; path: string },
): void {
  const { kind, status, method } = request;
  const path = request.path.length > PATH_SHOWN ? `${request.path.slice(0, PATH_SHOWN)}…` : request.path;
  const log = kind === 'refused' ? logger.debug : logger.warn;
  log.call(logger, `request refused: ${kind}`, { status, method, path });
}
