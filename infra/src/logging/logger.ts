/** Structured logging passed to every component explicitly (no global logger). */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/**
 * One line per entry on stderr: time, level, message, then the fields as
 * JSON. Errors keep their message and stack so a log reader can act on them.
 */
export function createConsoleLogger(level: LogLevel = 'info', name = 'mohalla'): Logger {
  const write = (at: LogLevel, message: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    const extra = fields ? ` ${JSON.stringify(fields, errorReplacer)}` : '';
    process.stderr.write(`${new Date().toISOString()} ${at.toUpperCase()} [${name}] ${message}${extra}\n`);
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
