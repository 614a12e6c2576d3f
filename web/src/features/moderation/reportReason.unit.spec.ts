import { describe, expect, it } from 'vitest';
import { reportReason } from './reportReason';

describe('reportReason', () => {
  it("quotes the reporter's words", () => {
    expect(reportReason('Selling a cycle in the lobby')).toBe('Reason: “Selling a cycle in the lobby”');
  });

  it('says no reason was given, never quoting a placeholder', () => {
    for (const none of ['', '   ', null, undefined]) expect(reportReason(none)).toBe('No reason given');
  });
});
