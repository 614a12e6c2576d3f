import { randomUUID } from 'node:crypto';
import { request } from '../support/http.js';

export interface AcknowledgedArea {
  id: string;
  name: string;
  position: number;
}

/** Each writer's pause between commands: a bounded load (15 commands/s for 3 writers), not a flood. */
const PAUSE_MS = 200;

/**
 * Writers creating areas in one city at a bounded pace, each
 * command with an Idempotency-Key kept across its retries: a request that
 * failed (a 5xx, a dropped connection) is sent again as it was, so it is
 * applied once whatever the fault. What was answered 201 is what the
 * edition promised to keep.
 */
export function startAreaWriters(
  baseUrl: () => string,
  cityId: string,
  auth: Record<string, string>,
  writers: number,
) {
  const acknowledged: AcknowledgedArea[] = [];
  const failures: string[] = [];
  let running = true;
  let next = 0;
  const writer = async () => {
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      const name = `Chaos Ward ${next++}`;
      const headers = { ...auth, 'Idempotency-Key': randomUUID() };
      for (let attempt = 0; ; attempt++) {
        try {
          const res = await request(baseUrl(), 'POST', `/api/cities/${cityId}/areas`, {
            body: { name },
            headers,
          });
          // 201, or 200 when a retry meets its first attempt (Idempotency-Key): acknowledged either way.
          if (res.status === 201 || res.status === 200) {
            acknowledged.push({ id: res.body._id, name, position: res.body.position });
            break;
          }
          failures.push(`${res.status} ${res.body?.code ?? ''}`);
          if (res.status < 500 && res.status !== 429) break; // the edition refused it: no promise made
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
        if (!running && attempt > 40) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const done = Promise.all(Array.from({ length: writers }, writer));
  return {
    acknowledged,
    failures,
    async stop() {
      running = false;
      await done;
    },
  };
}
