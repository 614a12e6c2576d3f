import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { documentSpec } from '../testing/documentSpec.js';
import { areaCreated, areaDeleted, messageEdited, messageSent } from '../testing/events.js';
import { channelKind, messageLocationKind } from './chatIndexProjection.js';

const channel = documentSpec(channelKind);
const messageLocation = documentSpec(messageLocationKind);
const cityId = randomUUID();
const areaId = randomUUID();
const lobbyChannelId = randomUUID();
const area = areaCreated({ cityId, areaId, lobbyChannelId });

describe('the chat index projection', () => {
  it("keeps a lobby channel's area until the area is deleted", () => {
    channel().when(area).thenDocument({ _id: lobbyChannelId, areaId });
    channel([area]).when(areaDeleted(areaId, cityId)).thenDocument(null);
  });

  it('keeps where a message is, and nothing of its text or its edits', () => {
    const sent = messageSent({ channelId: lobbyChannelId, areaId });
    const { messageId } = sent.data;
    messageLocation().when(sent).thenDocument({ _id: messageId, channelId: lobbyChannelId, areaId });
    messageLocation([sent]).when(messageEdited(messageId, 'new words')).thenIgnored();
  });
});
