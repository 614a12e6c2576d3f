/** Query keys of the area community: its live numbers and the topic list. */
export const communityKeys = {
  all: ['community'] as const,
  topics: () => [...communityKeys.all, 'topics'] as const,
  stats: (areaId: string) => [...communityKeys.all, areaId, 'stats'] as const,
  onlineUsers: (areaId: string) => [...communityKeys.all, areaId, 'onlineUsers'] as const,
};
