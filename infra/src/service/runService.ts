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
 * A promise rejected with no one to catch it is logged, not fatal: one
 * forgotten `catch` (a health check while a store was down) took the
 * scaled edition's gateway down with it. A process started by a launcher
 * (an IPC channel) stops when the launcher is gone, so no orphan keeps
 * its port.
 */
export function runService(name: string, start: () => Promise<StartedService>): void {
  process.on('unhandledRejection', (reason) => {
    const message = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
    console.error(
      `${name}: a promise failed with no one to handle it (a bug; the service goes on): ${message}`,
    );
  });
  // A launcher gone before this service was ready: nothing to stop cleanly yet, nobody to tell.
  const orphaned = () => process.exit(1);
  process.once('disconnect', orphaned);
  start()
    .then((service) => {
      process.off('disconnect', orphaned);
      if (!process.connected && process.send) return void orphaned();
      console.log(`${service.banner} Press Ctrl-C to stop.`);
      // A launcher that spawned us with an IPC channel learns readiness from this, not from our text.
      process.send?.({ type: 'ready', url: service.url });
      let stopping = false;
      const stop = async (signal: string) => {
        if (stopping) process.exit(1);
        stopping = true;
        console.log(`\n${signal}: ${name} is stopping (send it again to force)...`);
        try {
          await service.stop();
        } catch (error) {
          console.error(`${name} did not stop cleanly: ${error instanceof Error ? error.message : error}`);
          process.exit(1);
        }
        console.log(`${name} stopped cleanly.`);
        process.exit(0);
      };
      process.on('SIGINT', () => void stop('SIGINT'));
      process.on('SIGTERM', () => void stop('SIGTERM'));
      process.once('disconnect', () => void stop('the launcher is gone'));
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
