import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@mohalla/contracts';
import { type EventStore, WrongExpectedRevisionError } from '@mohalla/infra';
import { describe, expect, it } from 'vitest';
import { contextFor } from '../../../domain/src/testing/postCommands.js';
import { endSessionsOf } from './erasureFollowUps.js';
import type { Footprint } from './personFootprint.js';

const userId = randomUUID();
const sessionId = randomUUID();
const footprint = { userId, events: [], sessionIds: new Set([sessionId]) } as unknown as Footprint;
const started = { type: 'SessionStarted', revision: 0 } as unknown as RecordedEvent;

/** A log whose session stream holds one live session and whose appends fail as `failure` says. */
function logFailing(failure: () => Error) {
  const appended: unknown[] = [];
  const store = {
    readStream: async () => [started],
    append: async (...args: unknown[]) => {
      appended.push(args);
      throw failure();
    },
  } as unknown as EventStore;
  return { store, appended };
}

describe('endSessionsOf', () => {
  it('fails the erasure when a session cannot be ended, rather than leaving it alive silently', async () => {
    const { store } = logFailing(() => new Error('disk I/O error'));
    await expect(endSessionsOf(store, footprint, contextFor(userId))).rejects.toThrow('disk I/O error');
  });

  it('looks again after a racing write, and gives up loudly after three', async () => {
    const { store, appended } = logFailing(() => new WrongExpectedRevisionError('session', 0, 1));
    await expect(endSessionsOf(store, footprint, contextFor(userId))).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect(appended).toHaveLength(3);
  });
});
