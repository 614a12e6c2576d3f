import { describe, expect, it } from 'vitest';
import { footprintCollector } from './personFootprint.js';
import { twoNeighbours } from './testing/twoNeighbours.js';

const footprintFrom = (log: ReturnType<typeof twoNeighbours>['log'], userId: string) => {
  const collector = footprintCollector(userId);
  for (const recorded of log) collector.take(recorded);
  return collector.footprint();
};

describe('a person’s footprint in the log', () => {
  const { log, asha, ravi, ids, channelId } = twoNeighbours();
  const footprint = footprintFrom(log, asha.userId);
  const types = footprint.events.map((e) => e.event.type);

  it('knows what she wrote and her sessions', () => {
    expect([...footprint.written.keys()].sort()).toEqual(
      [
        `post:${ids.ashaPost}`,
        `reply:${ids.ashaReply}`,
        `message:${ids.ashaMessage}`,
        `message:${ids.ashaDeleted}`,
      ].sort(),
    );
    expect(footprint.written.get(`message:${ids.ashaMessage}`)).toEqual({
      kind: 'message',
      channelId,
      messageId: ids.ashaMessage,
    });
    expect([...footprint.sessionIds].sort()).toEqual([ids.ashaSession, ids.ashaLogin].sort());
  });

  it('holds her own events and what was done to what she wrote, in log order', () => {
    const positions = footprint.events.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(types).toEqual(
      expect.arrayContaining([
        'UserRegistered',
        'UserLinkedProvider',
        'SessionEnded',
        'MessageEdited',
        'MessageDeleted',
        'MessageHidden',
        'ContentHidden',
        'ContentRestored',
        'ReportDismissed',
        'ReportUpheld',
        'UserSuspended',
        'UserReinstated',
      ]),
    );
  });

  it('leaves out everything of the neighbour’s, and the report filed about her (it names its reporter)', () => {
    const leaked = footprint.events.filter((e) => JSON.stringify(e).includes(ravi.userId));
    expect(leaked.map((e) => e.event.type)).toEqual([]);
    expect(footprint.reportsAgainst).toEqual(
      new Map([[ids.raviReport, { kind: 'post', postId: ids.ashaPost }]]),
    );
    expect(types).not.toContain('UserWarned');
  });

  it('is the same whoever else is in the log: the neighbour’s is his alone', () => {
    const his = footprintFrom(log, ravi.userId);
    expect([...his.written.keys()].sort()).toEqual(
      [`post:${ids.raviPost}`, `reply:${ids.raviReply}`, `message:${ids.raviMessage}`].sort(),
    );
    expect(his.events.filter((e) => JSON.stringify(e).includes(asha.userId))).toEqual([]);
  });
});
