/** Query keys of the live chat: a channel's folded state, and an area's live online count. */
export const chatKeys = {
  all: ['chat'] as const,
  channel: (channelId: string) => [...chatKeys.all, 'channel', channelId] as const,
  online: (areaId: string) => [...chatKeys.all, 'online', areaId] as const,
};
