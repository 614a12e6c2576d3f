import { randomUUID } from 'node:crypto';

/**
 * The messages the comparison servers broadcast: the realtime node's
 * `new_message` shape (so frames are the same size), numbered per channel
 * from 0 as the node's streams are.
 */
export function createComparisonMessages() {
  const areaId = randomUUID();
  const revisions = new Map<string, number>();
  return (channelId: string, content?: string) => {
    const revision = (revisions.get(channelId) ?? -1) + 1;
    revisions.set(channelId, revision);
    const message = {
      id: randomUUID(),
      channelId,
      areaId,
      content,
      alias: 'Quiet Neem 417',
      createdAt: new Date().toISOString(),
      editedAt: null,
      helpfulCount: 0,
      attachments: [],
      revision,
    };
    return { type: 'new_message' as const, message, revision };
  };
}
