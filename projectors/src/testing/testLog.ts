import { randomUUID } from 'node:crypto';
import type { DomainEvent, RecordedEvent } from '@mohalla/contracts';
import type { ReadStreamOptions } from '@mohalla/infra';
import type { ProjectedEvent } from '../projection.js';

/** Where and when a spec's event is recorded; each defaults to something plain. */
export interface Recording {
  /** Its stream (`post-<id>`, ...): reports read what was reported back from it. */
  stream?: string;
  /** Its `metadata.at`. */
  at?: string;
}

/** An event a spec gives, with where it is recorded when that matters. */
export type SpecEvent = DomainEvent | (DomainEvent & { recording: Recording });

/** Records `event` in the spec's stream `stream` (e.g. the reported post's, for the reports projection). */
export const inStream = (stream: string, event: DomainEvent, at?: string): SpecEvent => ({
  ...event,
  recording: at === undefined ? { stream } : { stream, at },
});
/** Records `event` at this time (`metadata.at`). */
export const at = (when: string, event: DomainEvent): SpecEvent => ({ ...event, recording: { at: when } });

const DEFAULT_AT = '2026-11-24T10:00:00.000Z';

/**
 * A log in memory for projection specs: each event gets the next position
 * and its stream's next revision, and streams read back as the event
 * store's `readStream` reads them (forwards or backwards, from a revision,
 * up to a count).
 */
export function testLog() {
  const streams = new Map<string, RecordedEvent[]>();
  let position = 0;
  return {
    record(event: SpecEvent): ProjectedEvent {
      const { recording = {}, ...domainEvent } = event as DomainEvent & { recording?: Recording };
      const streamName = recording.stream ?? 'spec-1';
      const stream = streams.get(streamName) ?? [];
      streams.set(streamName, stream);
      const recorded = {
        ...domainEvent,
        eventId: randomUUID(),
        streamName,
        revision: stream.length,
        position: ++position,
        metadata: {
          actorId: 'spec',
          correlationId: randomUUID(),
          causationId: randomUUID(),
          at: recording.at ?? DEFAULT_AT,
        },
      } as ProjectedEvent;
      stream.push(recorded as unknown as RecordedEvent);
      return recorded;
    },
    async readStream(name: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
      const stream = streams.get(name) ?? [];
      const max = options.maxCount ?? Number.POSITIVE_INFINITY;
      if (options.direction === 'backwards') {
        const from = Math.min(options.fromRevision ?? stream.length - 1, stream.length - 1);
        return stream.slice(Math.max(0, from + 1 - max), from + 1).reverse();
      }
      const from = options.fromRevision ?? 0;
      return stream.slice(from, from + max);
    },
  };
}
