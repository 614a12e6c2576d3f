import { randomUUID } from 'node:crypto';
import type { DomainEvent, RecordedEvent } from '@mohalla/contracts';

/**
 * A small log for the privacy specs: two residents and a moderator doing
 * everything the export covers, appended in log order with positions and a
 * minute between events. Test code only: no runtime module imports this file.
 */
type Of<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;
export const event = <T extends DomainEvent['type']>(type: T, data: Of<T>['data']) =>
  ({ type, data }) as Of<T>;

export function historyBuilder() {
  const log: RecordedEvent[] = [];
  const revisions = new Map<string, number>();
  const append = (streamName: string, { type, data }: DomainEvent, actorId = 'system') => {
    const revision = (revisions.get(streamName) ?? -1) + 1;
    revisions.set(streamName, revision);
    const position = log.length + 1;
    const at = new Date(Date.UTC(2026, 0, 1, 9, position)).toISOString();
    log.push({
      eventId: randomUUID(),
      type,
      data,
      streamName,
      revision,
      position,
      metadata: { actorId, correlationId: 'c', causationId: 'c', at },
    });
    return at;
  };
  return { log, append };
}

export interface Resident {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  alias: string;
}

export const resident = (firstName: string, alias: string): Resident => ({
  userId: randomUUID(),
  email: `${firstName.toLowerCase()}@example.in`,
  firstName,
  lastName: `${firstName}son`,
  alias,
});
