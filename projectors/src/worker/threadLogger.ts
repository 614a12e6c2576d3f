import type { Logger } from '@mohalla/infra';
import type { FromProjectorThread } from './messages.js';

/**
 * A logger for a worker thread that hands each entry to the main thread's
 * logger, so the thread's warnings and errors land where the node's do.
 */
export function threadLogger(send: (message: FromProjectorThread) => void): Logger {
  const entry = (level: keyof Logger) => (message: string, fields?: Record<string, unknown>) => {
    try {
      send({ kind: 'log', level, message, ...(fields ? { fields } : {}) });
    } catch {
      // A field postMessage cannot clone (a function, a socket): send its text instead.
      send({ kind: 'log', level, message, fields: { fields: JSON.stringify(fields, errorAsFields) } });
    }
  };
  return { debug: entry('debug'), info: entry('info'), warn: entry('warn'), error: entry('error') };
}

function errorAsFields(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}
