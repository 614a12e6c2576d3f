import { randomUUID } from 'node:crypto';
import { ChatReadModels } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { areaCreated, areaDeleted, messageSent } from '../testing/events.js';
import { projectionSpec } from '../testing/projectionSpec.js';
import { chatIndexProjection } from './chatIndexProjection.js';

const chatIndex = projectionSpec(chatIndexProjection);
const cityId = randomUUID();
const areaId = randomUUID();
const lobbyChannelId = randomUUID();
const area = areaCreated({ cityId, areaId, lobbyChannelId });

describe('the chat index projection', () => {
  it("knows each lobby's area and each message's channel and area, not its text", async () => {
    const sent = messageSent({ channelId: lobbyChannelId, areaId });
    const projected = await chatIndex([area]).when(sent);
    expect(await projected.all(ChatReadModels.channels)).toEqual([{ _id: lobbyChannelId, areaId }]);
    expect(await projected.all(ChatReadModels.messages)).toEqual([
      { _id: sent.data.messageId, channelId: lobbyChannelId, areaId },
    ]);
  });

  it("forgets a deleted area's channel, and only that area's", async () => {
    const other = areaCreated({ cityId });
    const projected = await chatIndex([area, other]).when(areaDeleted(areaId, cityId));
    expect(await projected.all(ChatReadModels.channels)).toEqual([
      { _id: other.data.lobbyChannelId, areaId: other.data.areaId },
    ]);
  });
});
