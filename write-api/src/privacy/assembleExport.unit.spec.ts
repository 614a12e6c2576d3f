import { DataExportSchema } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { assembleExport } from './assembleExport.js';
import { footprintCollector } from './personFootprint.js';
import { twoNeighbours } from './testing/twoNeighbours.js';

const now = new Date('2026-01-02T00:00:00.000Z');

describe('the export document assembled from a footprint', () => {
  const { log, asha, ravi, moderatorId, channelId, ids, file } = twoNeighbours();
  const exportOf = (userId: string, sessionId: string) => {
    const collector = footprintCollector(userId);
    for (const recorded of log) collector.take(recorded);
    return assembleExport({ footprint: collector.footprint(), logPosition: log.length, sessionId, now });
  };
  const doc = exportOf(asha.userId, ids.ashaSession);
  const text = JSON.stringify(doc);

  it('matches its contract', () => {
    expect(DataExportSchema.parse(doc)).toEqual(doc);
    expect(doc).toMatchObject({ exportedAt: now.toISOString(), logPosition: log.length });
  });

  it('holds the account and sign-in methods, never the password hash', () => {
    expect(doc.account).toMatchObject({ userId: asha.userId, email: asha.email, mobile: '+91 98765 43210' });
    expect(doc.signIn).toEqual({
      password: true,
      providers: [expect.objectContaining({ provider: 'google', subject: 'google-sub-asha' })],
    });
    expect(doc.areaAliases.map((a) => a.alias)).toEqual([asha.alias]);
    expect(text).not.toContain('scrypt$');
  });

  it('holds her post as it stands (restored after hiding), her reply, and her messages with every version', () => {
    expect(doc.posts).toEqual([
      expect.objectContaining({ postId: ids.ashaPost, hidden: false, media: [file(1)] }),
    ]);
    expect(doc.replies).toEqual([expect.objectContaining({ postId: ids.raviPost, replyId: ids.ashaReply })]);
    const [edited, deleted] = doc.chatMessages;
    expect(edited).toMatchObject({ messageId: ids.ashaMessage, text: 'Water cut at seven', hidden: true });
    expect(edited?.versions.map((v) => v.text)).toEqual(['Water cut at six', 'Water cut at seven']);
    expect(deleted).toMatchObject({ messageId: ids.ashaDeleted, deleted: true });
    expect(doc.uploads).toEqual([
      { url: file(1), attachedTo: { kind: 'post', postId: ids.ashaPost } },
      { url: file(3), attachedTo: { kind: 'message', channelId, messageId: ids.ashaMessage } },
    ]);
  });

  it('holds her upvote, helpful mark and reports with their outcomes', () => {
    expect(doc.upvotes.map((u) => u.postId)).toEqual([ids.raviPost]);
    expect(doc.helpfulMarks).toEqual([expect.objectContaining({ channelId, messageId: ids.raviMessage })]);
    expect(doc.reports.map((r) => [r.reportId, r.outcome, r.item])).toEqual([
      [ids.ashaReport, 'dismissed', { kind: 'post', postId: ids.raviPost }],
      [ids.ashaMessageReport, 'open', { kind: 'message', channelId, messageId: ids.raviMessage }],
    ]);
  });

  it('holds every decision about her and her writing, with reasons, in order', () => {
    expect(doc.moderation.map((d) => [d.decision, d.reason])).toEqual([
      ['content-hidden', 'Not for this board'],
      ['report-upheld', 'Off topic indeed'],
      ['content-restored', 'On appeal'],
      ['content-hidden', 'Rumour'],
      ['suspended', 'Cool off'],
      ['reinstated', 'Served'],
    ]);
    expect(doc.moderation.find((d) => d.decision === 'suspended')?.until).toBe('2026-01-08T00:00:00.000Z');
  });

  it('lists her sessions with how each ended, never their hashes', () => {
    expect(doc.sessions.map((s) => [s.sessionId, s.current, s.endReason])).toEqual([
      [ids.ashaSession, true, null],
      [ids.ashaLogin, false, 'logout'],
    ]);
    expect(text).not.toContain('hash-of-');
  });

  it('names neither the neighbour nor the moderator, nor shows what the neighbour wrote', () => {
    for (const secret of [
      ravi.userId,
      ravi.email,
      ravi.firstName,
      ravi.alias,
      moderatorId,
      'mangoes',
      'neighbour',
    ]) {
      expect(text).not.toContain(secret);
    }
    const his = JSON.stringify(exportOf(ravi.userId, ids.raviSession));
    for (const secret of [asha.userId, asha.email, asha.firstName, asha.alias, moderatorId, 'Water cut']) {
      expect(his).not.toContain(secret);
    }
  });

  it('refuses a footprint without a registration (no account to export)', () => {
    const collector = footprintCollector(ravi.userId.replace(/.$/, '0'));
    expect(() =>
      assembleExport({ footprint: collector.footprint(), logPosition: 0, sessionId: ids.raviSession, now }),
    ).toThrow(/log in/);
  });
});
