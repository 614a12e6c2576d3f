import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout) derived from a job id, the same way the write
 * side derives event ids from idempotency keys: a retried job appends the
 * same event id, which the event log stores once.
 */
export function uuidFromJobId(purpose: string, jobId: string): string {
  const bytes = createHash('sha1').update(`${purpose}\u0000${jobId}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
