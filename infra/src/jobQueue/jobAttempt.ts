import { parseStoredPayload, runHandler } from './jobInput.js';
import type { JobEvent, JobHandlers, JobProgress, JobSchemas } from './port.js';

/** What both adapters know of a job when a worker takes it. */
export interface TakenJob {
  id: string;
  name: string;
  payload: unknown;
  attemptsMade: number;
}

export type PreparedAttempt = { ok: true; run: () => Promise<void> } | { ok: false; reason: string };

/**
 * One attempt of a taken job, the same in both adapters: the worker's handler
 * for its name and its payload parsed again. When either is missing the job
 * cannot succeed, and the adapter fails it without retrying.
 */
export function prepareAttempt(
  schemas: JobSchemas,
  handlers: JobHandlers<JobSchemas>,
  job: TakenJob,
  reportProgress: (progress: JobProgress) => Promise<void>,
): PreparedAttempt {
  const parsed = parseStoredPayload(schemas, job.name, job.payload);
  const handler = handlers[job.name];
  if (!parsed.ok || !handler) {
    return { ok: false, reason: parsed.ok ? `no handler for job name ${job.name}` : parsed.reason };
  }
  const context = {
    id: job.id,
    name: job.name,
    payload: parsed.payload,
    attempt: job.attemptsMade + 1,
    reportProgress,
  };
  return { ok: true, run: () => runHandler(() => handler(context)) };
}

/**
 * The `onEvent` listeners of a queue. `deliver` decides when each listener is
 * called (the in-process queue defers to a microtask, as Redis would).
 */
export function createJobEventListeners(deliver: (call: () => void) => void = (call) => call()) {
  const listeners = new Set<(event: JobEvent) => void>();
  return {
    emit(event: JobEvent): void {
      for (const listener of listeners) {
        deliver(() => {
          try {
            listener(event);
          } catch {
            // A listener's bug must not stop the queue; listeners only display progress.
          }
        });
      }
    },
    onEvent(listener: (event: JobEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear(): void {
      listeners.clear();
    },
  };
}
