import { EventMetadataSchema } from '@mohalla/contracts';
import type { NewEvent } from './port.js';

/**
 * Checked before anything is written: a stored event that fails to parse
 * on the way back would stall every subscription that reaches it.
 */
export function validateNewEvents(streamName: string, events: readonly NewEvent[]): void {
  if (streamName.length === 0) throw new Error('Stream name must not be empty');
  for (const event of events) {
    if (event.type.length === 0) throw new Error(`Event ${event.eventId} has an empty type`);
    EventMetadataSchema.parse(event.metadata);
  }
}
