import type { ChatEvent, DomainEvent } from '@mohalla/contracts';
import { DomainError } from '@mohalla/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.js';
import { messageSent } from '../testing/events.js';
import {
  type ChannelMessageState,
  type ChatCommand,
  decideMessage,
  decideSend,
  evolveMessage,
  initialMessageState,
} from './messageDecider.js';

const messageId = '11111111-2222-4333-8444-555555555555';
const channelId = '22222222-3333-4444-8555-666666666666';
const areaId = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const author = '0b7e6a52-6e2a-4f5e-9d1c-7c1f2d3e4a5b';
const other = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const reportId = '33333333-4444-4555-8666-777777777777';

const given = deciderSpec<ChannelMessageState, ChatCommand>({
  decide: decideMessage,
  evolve: evolveMessage,
  initialState: initialMessageState(messageId),
});
const sent = messageSent({
  messageId,
  channelId,
  areaId,
  authorId: author,
  content: 'Is the vegetable market open today?',
});
const sendData = sent.data;
const deleted: DomainEvent = { type: 'MessageDeleted', data: { messageId, deletedBy: author } };
const markedBy = (userId: string, helpfulCount: number): DomainEvent => ({
  type: 'MessageMarkedHelpful',
  data: { messageId, userId, helpfulCount },
});

describe('chat message decider', () => {
  it('sends a message once: the same id again appends nothing', () => {
    given().when({ type: 'SendMessage', data: sendData }).thenEmits([sent]);
    given([sent]).when({ type: 'SendMessage', data: sendData }).thenEmits([]);
  });

  it('refuses what the shared moderation rules block, and sends what they only warn about', () => {
    given()
      .when({ type: 'SendMessage', data: { ...sendData, content: 'I will kill you' } })
      .thenRefuses('CHAT.MESSAGE_BLOCKED');
    const warned = { ...sendData, content: 'you idiot' };
    given()
      .when({ type: 'SendMessage', data: warned })
      .thenEmits([{ type: 'MessageSent', data: warned }]);
  });

  it("answers a send's warning lines from the same moderation that let it through (the rules run once)", () => {
    const warned = decideSend(
      { type: 'SendMessage', data: { ...sendData, content: 'you idiot' } },
      initialMessageState(messageId),
    );
    expect(warned.events).toHaveLength(1);
    expect(warned.warning?.length).toBeGreaterThan(0);
    const clean = decideSend({ type: 'SendMessage', data: sendData }, initialMessageState(messageId));
    expect(clean).toEqual({ events: [sent], warning: null });
  });

  it('refuses text that is empty, untrimmed or too long', () => {
    for (const content of ['', '  hi', 'x'.repeat(1001)]) {
      given()
        .when({ type: 'SendMessage', data: { ...sendData, content } })
        .thenRefuses('REQUEST.INVALID');
    }
  });

  it('lets only the author edit and delete', () => {
    const edit = { messageId, editorId: author, content: 'Is the market open until 9?' };
    given([sent])
      .when({ type: 'EditMessage', data: edit })
      .thenEmits([{ type: 'MessageEdited', data: edit }]);
    given([sent])
      .when({ type: 'EditMessage', data: { ...edit, editorId: other } })
      .thenRefuses('CHAT.NOT_AUTHOR');
    given([sent])
      .when({ type: 'DeleteMessage', data: { messageId, userId: author } })
      .thenEmits([deleted]);
    given([sent])
      .when({ type: 'DeleteMessage', data: { messageId, userId: other } })
      .thenRefuses('CHAT.NOT_AUTHOR');
  });

  it('moderates an edit like a send, and an edit that changes nothing appends nothing', () => {
    given([sent])
      .when({ type: 'EditMessage', data: { messageId, editorId: author, content: 'ganja milega?' } })
      .thenRefuses('CHAT.MESSAGE_BLOCKED');
    given([sent])
      .when({ type: 'EditMessage', data: { messageId, editorId: author, content: sendData.content } })
      .thenEmits([]);
  });

  it('counts one helpful mark per person: again is a no-op', () => {
    given([sent])
      .when({ type: 'MarkHelpful', data: { messageId, userId: other } })
      .thenEmits([markedBy(other, 1)]);
    given([sent, markedBy(other, 1)])
      .when({ type: 'MarkHelpful', data: { messageId, userId: other } })
      .thenEmits([]);
    given([sent, markedBy(other, 1)])
      .when({ type: 'MarkHelpful', data: { messageId, userId: author } })
      .thenEmits([markedBy(author, 2)]);
  });

  it('files one report per person, pinned to the revision it saw', () => {
    const report = { reportId, messageId, reporterId: other, reason: 'rude' };
    given([sent, markedBy(author, 1)])
      .when({ type: 'ReportMessage', data: report })
      .thenEmits([{ type: 'MessageReported', data: { ...report, reportedRevision: 1 } }]);
    given([sent, { type: 'MessageReported', data: { ...report, reportedRevision: 0 } }])
      .when({ type: 'ReportMessage', data: { ...report, reportId: messageId } })
      .thenEmits([]);
  });

  it('treats a deleted, hidden or unknown message as gone for every command, and a restored one as back', () => {
    const decision = { channelId, messageId, moderatorId: other, reason: 'abuse' };
    const hidden: DomainEvent = { type: 'MessageHidden', data: { ...decision, reportId: null } };
    const restored: DomainEvent = { type: 'MessageRestored', data: decision };
    const commands: ChatCommand[] = [
      { type: 'EditMessage', data: { messageId, editorId: author, content: 'again' } },
      { type: 'DeleteMessage', data: { messageId, userId: author } },
      { type: 'MarkHelpful', data: { messageId, userId: other } },
      { type: 'ReportMessage', data: { reportId, messageId, reporterId: other, reason: '' } },
    ];
    for (const command of commands) {
      given([sent, deleted]).when(command).thenRefuses('CHAT.MESSAGE_NOT_FOUND');
      given([sent, hidden]).when(command).thenRefuses('CHAT.MESSAGE_NOT_FOUND');
      expect(() =>
        decideMessage(
          command,
          [sent, hidden, restored].reduce(evolveMessage, initialMessageState(messageId)),
        ),
      ).not.toThrow();
      given().when(command).thenRefuses('CHAT.MESSAGE_NOT_FOUND');
    }
  });

  it('never lets a non-author change a message, whatever commands arrive in whatever order', () => {
    const people = [author, other, '44444444-5555-4666-8777-888888888888'];
    const ids = [messageId, '55555555-6666-4777-8888-999999999999'];
    const command: fc.Arbitrary<ChatCommand> = fc.oneof(
      fc.record({ who: fc.constantFrom(...people), id: fc.constantFrom(...ids) }).map(({ who, id }) => ({
        type: 'SendMessage' as const,
        data: { ...sendData, messageId: id, authorId: who },
      })),
      fc
        .record({
          who: fc.constantFrom(...people),
          id: fc.constantFrom(...ids),
          text: fc.constantFrom('a', 'b'),
        })
        .map(({ who, id, text }) => ({
          type: 'EditMessage' as const,
          data: { messageId: id, editorId: who, content: text },
        })),
      fc.record({ who: fc.constantFrom(...people), id: fc.constantFrom(...ids) }).map(({ who, id }) => ({
        type: 'DeleteMessage' as const,
        data: { messageId: id, userId: who },
      })),
      fc.record({ who: fc.constantFrom(...people), id: fc.constantFrom(...ids) }).map(({ who, id }) => ({
        type: 'MarkHelpful' as const,
        data: { messageId: id, userId: who },
      })),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        const log: ChatEvent[] = [];
        for (const cmd of commands) {
          const state = log.reduce(evolveMessage, initialMessageState(cmd.data.messageId));
          try {
            log.push(...decideMessage(cmd, state));
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
        }
        const authors = new Map<string, string>();
        const helpful = new Map<string, Set<string>>();
        for (const event of log) {
          const id = event.data.messageId;
          if (event.type === 'MessageSent') {
            expect(authors.has(id)).toBe(false);
            authors.set(id, event.data.authorId);
          } else {
            expect(authors.has(id)).toBe(true);
          }
          if (event.type === 'MessageEdited') expect(event.data.editorId).toBe(authors.get(id));
          if (event.type === 'MessageDeleted') expect(event.data.deletedBy).toBe(authors.get(id));
          if (event.type === 'MessageMarkedHelpful') {
            const by = helpful.get(id) ?? new Set();
            expect(by.has(event.data.userId)).toBe(false);
            by.add(event.data.userId);
            helpful.set(id, by);
            expect(event.data.helpfulCount).toBe(by.size);
          }
        }
        // Nothing follows a deletion.
        for (const [index, event] of log.entries()) {
          if (event.type !== 'MessageDeleted') continue;
          expect(log.slice(index + 1).some((later) => later.data.messageId === event.data.messageId)).toBe(
            false,
          );
        }
      }),
      { numRuns: 500 },
    );
  });
});
