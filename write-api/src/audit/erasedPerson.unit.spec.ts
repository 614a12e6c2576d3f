import type { DomainEvent } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { postPublished, replyAdded } from '../../../domain/src/testing/events.js';
import { postTimelineRules } from './postTimeline.js';
import { type AuditRecord, buildTimeline, type Person, selectRecords } from './timeline.js';

const postId = '44444444-2222-4333-8444-555555555555';
const areaId = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const author = '0b7e6a52-6e2a-4f5e-9d1c-7c1f2d3e4a5b';
const erased = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const people = new Map<string, Person>([
  [author, { name: 'Ravi Kumar', email: 'ravi@example.in', areaAliases: { [areaId]: 'Quiet Mango 42' } }],
  // As loadPeople names a person who erased themselves.
  [erased, { name: 'erased person', email: '', areaAliases: {}, erased: true }],
]);

const stream = (events: Array<{ event: DomainEvent; actorId: string }>): AuditRecord[] =>
  events.map(({ event, actorId }, revision) => ({
    event,
    eventId: `00000000-0000-4000-8000-${String(revision).padStart(12, '0')}`,
    revision,
    position: 100 + revision,
    streamName: `post-${postId}`,
    metadata: {
      actorId,
      correlationId: 'c',
      causationId: 'c',
      at: new Date(Date.UTC(2026, 0, 1, 10, revision)).toISOString(),
    },
  }));

describe('the audit, where a person erased themselves (issue 16)', () => {
  it('given their reply under a post, then the audit shows an erased person, no alias, and none of their words', () => {
    const records = stream([
      { event: postPublished({ postId, areaId, authorId: author, title: 'Water cut' }), actorId: author },
      {
        event: replyAdded({
          postId,
          authorId: erased,
          authorAlias: 'Sunny Neem 17',
          content: 'Quixotic price?',
        }),
        actorId: erased,
      },
    ]);
    const { entries } = buildTimeline(
      selectRecords(records, postTimelineRules),
      postTimelineRules,
      people,
      areaId,
    );
    const [published, replied] = entries;
    expect(published?.actor).toMatchObject({ name: 'Ravi Kumar', alias: 'Quiet Mango 42' });
    expect(replied?.actor).toEqual({ userId: erased, name: 'erased person', email: '', alias: null });
    expect(replied?.content).toMatchObject({ text: '[removed]' });
    expect(JSON.stringify(entries)).not.toContain('Quixotic');
    expect(JSON.stringify(entries)).not.toContain('Sunny Neem');
  });
});
