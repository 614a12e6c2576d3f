import { ConfigError } from '../config/loadConfig.js';

export interface StartedService {
  /** Printed once it runs, e.g. "write-api is running at http://...". */
  banner: string;
  /** Where it serves HTTP, if it does: told to a parent process over IPC. */
  url?: string;
  stop(): Promise<void>;
}

/**
 * The life of a service process: start it, print where it runs, stop it
 * cleanly on SIGINT/SIGTERM (a second signal forces the exit), and turn a
 * failed start into a message that says what to do rather than a stack.
 */
export function runService(name: string, start: () => Promise<StartedService>): void {
  start()
    .then((service) => {
      console.log(`${service.banner} Press Ctrl-C to stop.`);
      // A launcher that spawned us with an IPC channel learns readiness from this, not from our text.
      process.send?.({ type: 'ready', url: service.url });
      let stopping = false;
      const stop = async (signal: string) => {
        if (stopping) process.exit(1);
        stopping = true;
        console.log(`\n${signal}: ${name} is stopping (send it again to force)...`);
        await service.stop();
        console.log(`${name} stopped cleanly.`);
        process.exit(0);
      };
      process.on('SIGINT', () => void stop('SIGINT'));
      process.on('SIGTERM', () => void stop('SIGTERM'));
    })
    .catch((error: unknown) => {
      console.error(explainStartFailure(name, error));
      process.exit(1);
    });
}

function explainStartFailure(name: string, error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  const { code, port, address } = (error ?? {}) as { code?: string; port?: number; address?: string };
  if (code === 'EADDRINUSE')
    return `${name} cannot listen: port ${port} is already in use. Stop what uses it or set PORT.`;
  if (code === 'EADDRNOTAVAIL')
    return `${name} cannot listen on ${address}: no such interface here. Check HOST.`;
  if (code === 'ECONNREFUSED')
    return `${name} cannot reach ${address}:${port}: is that server running? (npm run infra:up)`;
  const message = error instanceof Error ? error.message : String(error);
  return `${name} could not start: ${message}`;
}
