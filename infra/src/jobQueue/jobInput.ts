import { z } from 'zod';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  DEFAULT_RETENTION_MS,
  type EnqueueOptions,
  type JobSchemas,
  type WorkOptions,
} from './port.js';

/** Checks shared by both adapters, so they refuse exactly the same input. */

/** The options every adapter takes; an adapter adds its own. */
export interface QueueOptions<S extends JobSchemas> {
  name: string;
  jobs: S;
  /** How long a finished job's id is remembered (see the port). Default a day. */
  retentionMs?: number;
}

export function checkQueueOptions<S extends JobSchemas>(options: QueueOptions<S>) {
  const { name, jobs: schemas, retentionMs = DEFAULT_RETENTION_MS } = options;
  checkQueueName(name);
  checkInteger('retentionMs', retentionMs, 0);
  return { name, schemas, retentionMs };
}

const QUEUE_NAME = /^[A-Za-z0-9_-]{1,100}$/;

function checkQueueName(name: string): void {
  if (!QUEUE_NAME.test(name)) {
    throw new RangeError(`queue name must be 1 to 100 letters, digits, _ or -, got ${JSON.stringify(name)}`);
  }
}

export interface CheckedEnqueue {
  jobId: string;
  payload: unknown;
  delayMs: number;
  attempts: number;
  backoffMs: number;
}

export function checkEnqueue(
  schemas: JobSchemas,
  name: string,
  payload: unknown,
  options: EnqueueOptions,
): CheckedEnqueue {
  const schema = Object.hasOwn(schemas, name) ? schemas[name] : undefined;
  if (!schema) throw new RangeError(`unknown job name ${JSON.stringify(name)}`);
  const { jobId, delayMs = 0, attempts = DEFAULT_ATTEMPTS, backoffMs = DEFAULT_BACKOFF_MS } = options;
  if (typeof jobId !== 'string' || jobId.length < 1 || jobId.length > 200 || jobId.includes(':')) {
    throw new RangeError(`jobId must be 1 to 200 characters without ':', got ${JSON.stringify(jobId)}`);
  }
  if (/^-?\d+$/.test(jobId)) throw new RangeError(`jobId must not be an integer, got ${jobId}`);
  checkInteger('delayMs', delayMs, 0);
  checkInteger('attempts', attempts, 1);
  checkInteger('backoffMs', backoffMs, 0);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new RangeError(`payload of job ${name} is not valid: ${z.prettifyError(parsed.error)}`);
  }
  // Stored as JSON, as given: the worker parses it again, so transforms run once, on the way out.
  const json = JSON.stringify(payload);
  if (json === undefined) throw new RangeError(`payload of job ${name} is not JSON`);
  return { jobId, payload: JSON.parse(json), delayMs, attempts, backoffMs };
}

export function checkConcurrency(options: WorkOptions | undefined): number {
  const concurrency = options?.concurrency ?? 1;
  checkInteger('concurrency', concurrency, 1);
  return concurrency;
}

function checkInteger(field: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${field} must be an integer of at least ${min}, got ${value}`);
  }
}

/** The wait before attempt `failedAttempt + 1`, as the port's TSDoc (and BullMQ's 'exponential') define it. */
export function backoffDelay(backoffMs: number, failedAttempt: number): number {
  return backoffMs * 2 ** (failedAttempt - 1);
}

/**
 * Handlers may throw anything; both adapters record an Error whose message
 * says what was thrown, so a `throw 'text'` or `throw undefined` fails one
 * attempt with a readable reason instead of confusing the worker.
 */
function asError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  if (typeof thrown === 'string') return new Error(thrown);
  return new Error(`non-Error thrown: ${describe(thrown)}`);
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    try {
      return String(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
}

/** Runs a handler so that a synchronous throw becomes a rejection like any other. */
export async function runHandler(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (thrown) {
    throw asError(thrown);
  }
}

/** The payload a worker hands to its handler: parsed again, since what was stored may predate the schema. */
export function parseStoredPayload(schemas: JobSchemas, name: string, payload: unknown) {
  const schema = Object.hasOwn(schemas, name) ? schemas[name] : undefined;
  if (!schema) return { ok: false as const, reason: `no handler for job name ${JSON.stringify(name)}` };
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    return { ok: false as const, reason: `stored payload is not valid: ${z.prettifyError(parsed.error)}` };
  }
  return { ok: true as const, payload: parsed.data };
}
