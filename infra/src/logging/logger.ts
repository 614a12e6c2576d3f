import { lineThrottle } from './lineThrottle.js';

export * from './rejectedRequest.js';

/** Structured logging passed to every component explicitly (no global logger). */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Lines of one level and message a logger writes per second at most, unless told otherwise. */
export const DEFAULT_LOG_LINES_PER_SECOND = 10;

/**
 * One line per entry on stderr: time, level, message, then the fields as
 * JSON. Errors keep their message and stack so a log reader can act on them.
 * Lines of one level and message beyond `linesPerSecond` in a second are
 * dropped and summed up in one line when the second is over, so nothing a
 * client can repeat (bad requests, refused sign-ins) floods the log.
 */
export function createConsoleLogger(
  level: LogLevel = 'info',
  name = 'mohalla',
  { linesPerSecond = DEFAULT_LOG_LINES_PER_SECOND }: { linesPerSecond?: number } = {},
): Logger {
  const print = (at: LogLevel, message: string, fields?: Record<string, unknown>) => {
    const extra = fields ? ` ${JSON.stringify(fields, errorReplacer)}` : '';
    process.stderr.write(`${new Date().toISOString()} ${at.toUpperCase()} [${name}] ${message}${extra}\n`);
  };
  const throttle = lineThrottle({
    perSecond: linesPerSecond,
    summarise: (kind, suppressed) => {
      const [at, ...message] = kind.split(' ');
      print(
        at as LogLevel,
        `suppressed ${suppressed} similar lines in the last second: ${message.join(' ')}`,
      );
    },
  });
  const write = (at: LogLevel, message: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    if (throttle.admit(`${at} ${message}`)) print(at, message, fields);
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}

export const silentLogger: Logger = createConsoleLogger('silent');

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}
