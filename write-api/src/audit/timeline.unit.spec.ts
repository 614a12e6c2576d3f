import type { DomainEvent } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { messageSent, postPublished, replyAdded } from '../../../domain/src/testing/events.js';
import { messageTimelineRules } from './messageTimeline.js';
import { postTimelineRules } from './postTimeline.js';
import { type AuditRecord, actorIds, buildTimeline, type Person, selectRecords } from './timeline.js';

const channelId = '22222222-3333-4444-8555-666666666666';
const messageId = '11111111-2222-4333-8444-555555555555';
const otherMessage = '11111111-2222-4333-8444-666666666666';
const postId = '44444444-2222-4333-8444-555555555555';
const areaId = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const author = '0b7e6a52-6e2a-4f5e-9d1c-7c1f2d3e4a5b';
const reporter = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const moderator = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const reportId = '33333333-4444-4555-8666-777777777777';
const people = new Map<string, Person>([
  [author, { name: 'Ravi Kumar', email: 'ravi@example.in', areaAliases: { [areaId]: 'Quiet Mango 42' } }],
  [reporter, { name: 'Asha Rao', email: 'asha@example.in', areaAliases: { [areaId]: 'Sunny Neem 17' } }],
  [moderator, { name: 'Meera Iyer', email: 'meera@example.in', areaAliases: {} }],
]);

/** Events at consecutive revisions of one stream, a minute apart. */
const stream = (events: DomainEvent[]): AuditRecord[] =>
  events.map((event, revision) => ({
    event,
    eventId: `00000000-0000-4000-8000-${String(revision).padStart(12, '0')}`,
    revision,
    position: 100 + revision,
    streamName: 'test',
    metadata: {
      actorId: 'system',
      correlationId: 'c',
      causationId: 'c',
      at: new Date(Date.UTC(2025, 0, 1, 10, revision)).toISOString(),
    },
  }));

describe('the audit timeline of a chat message', () => {
  const sent = messageSent({
    messageId,
    channelId,
    areaId,
    authorId: author,
    content: 'meet at the gate at 5',
  });
  const edit = (content: string): DomainEvent => ({
    type: 'MessageEdited',
    data: { messageId, editorId: author, content },
  });
  const records = stream([
    sent,
    { ...sent, data: { ...sent.data, messageId: otherMessage, authorId: reporter, content: 'unrelated' } },
    edit('meet at the back gate at 5'),
    {
      type: 'MessageReported',
      data: { reportId, messageId, reporterId: reporter, reason: 'rude', reportedRevision: 2 },
    },
    edit('meet at the back gate at 6'),
    { type: 'MessageDeleted', data: { messageId, deletedBy: author } },
    { type: 'ReportUpheld', data: { reportId, moderatorId: moderator, reason: 'Confirmed' } },
  ]);
  const rules = messageTimelineRules(channelId, messageId);
  const selected = selectRecords(records, rules);
  const { entries, items } = buildTimeline(selected, rules, people, areaId);

  it('keeps only the events of this message and of its reports, in order', () => {
    expect(entries.map((e) => e.type)).toEqual([
      'MessageSent',
      'MessageEdited',
      'MessageReported',
      'MessageEdited',
      'MessageDeleted',
      'ReportUpheld',
    ]);
    expect(actorIds(selected, rules).sort()).toEqual([author, moderator, reporter].sort());
  });

  it('shows every version with who wrote it and a word diff from the one before', () => {
    const versions = entries.filter((e) => e.content);
    expect(versions.map((e) => e.content)).toEqual([
      { version: 1, title: null, text: 'meet at the gate at 5' },
      { version: 2, title: null, text: 'meet at the back gate at 5' },
      { version: 3, title: null, text: 'meet at the back gate at 6' },
    ]);
    expect(versions.map((e) => e.actor)).toEqual(
      Array(3).fill({
        userId: author,
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        alias: 'Quiet Mango 42',
      }),
    );
    expect(versions[0]!.diff).toBeNull();
    expect(versions[1]!.diff).toEqual([
      { op: 'same', text: 'meet at the ' },
      { op: 'added', text: 'back ' },
      { op: 'same', text: 'gate at 5' },
    ]);
    expect(versions[2]!.diff).toEqual([
      { op: 'same', text: 'meet at the back gate at ' },
      { op: 'removed', text: '5' },
      { op: 'added', text: '6' },
    ]);
  });

  it('pins the report to the version it saw and says what became of it', () => {
    const report = entries.find((e) => e.type === 'MessageReported')!;
    expect(report.actor).toMatchObject({
      userId: reporter,
      email: 'asha@example.in',
      alias: 'Sunny Neem 17',
    });
    expect(report.report).toEqual({
      reportId,
      reason: 'rude',
      reportedRevision: 2,
      reportedContent: { version: 2, title: null, text: 'meet at the back gate at 5' },
      status: 'upheld',
    });
    const upheld = entries.at(-1)!;
    expect(upheld.actor.name).toBe('Meera Iyer');
    expect(upheld.decision).toEqual({ reason: 'Confirmed', reportId });
    expect(items).toEqual([
      expect.objectContaining({
        deleted: true,
        hidden: false,
        content: expect.objectContaining({ version: 3 }),
      }),
    ]);
  });
});

describe('the audit timeline of a post', () => {
  const replyId = '66666666-7777-4888-8999-aaaaaaaaaaaa';
  const records = stream([
    postPublished({ postId, areaId, authorId: author }),
    replyAdded({ postId, replyId, authorId: reporter, content: 'Yes, 10 to 2' }),
    {
      type: 'ContentReported',
      data: { reportId, postId, replyId, reporterId: author, reason: 'wrong', reportedRevision: 1 },
    },
    {
      type: 'ContentHidden',
      data: { postId, replyId, reportId: null, moderatorId: moderator, reason: 'Misleading' },
    },
    { type: 'ReportDismissed', data: { reportId, moderatorId: moderator, reason: 'Hidden already' } },
  ]);
  const { entries, items } = buildTimeline(
    selectRecords(records, postTimelineRules),
    postTimelineRules,
    people,
    areaId,
  );

  it('names each item, actor and decision, and leaves people it cannot find unnamed', () => {
    expect(entries.map((e) => `${e.item.kind}: ${e.actor.name} ${e.summary}`)).toEqual([
      'post: Ravi Kumar published the post',
      'reply: Asha Rao replied to the post',
      'reply: Ravi Kumar reported a reply',
      'reply: Meera Iyer hid a reply',
      'reply: Meera Iyer dismissed a report of a reply',
    ]);
    expect(entries[2]!.report).toMatchObject({
      reportedContent: { version: 1, title: null, text: 'Yes, 10 to 2' },
      status: 'dismissed',
    });
    expect(items.map((i) => [i.item.kind, i.hidden])).toEqual([
      ['post', false],
      ['reply', true],
    ]);
    const unknown = buildTimeline(
      selectRecords(records, postTimelineRules),
      postTimelineRules,
      new Map(),
      areaId,
    );
    expect(unknown.entries[0]!.actor).toEqual({
      userId: author,
      name: 'Unknown user',
      email: '',
      alias: 'Quiet Mango 42',
    });
  });
});
