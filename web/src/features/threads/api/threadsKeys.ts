/** Query keys of the threads feature: an area's post lists, a post's replies. */
export const threadsKeys = {
  all: ['threads'] as const,
  areaLists: (areaId: string) => [...threadsKeys.all, 'list', areaId] as const,
  /** `topic` null for All Topics. */
  list: (areaId: string, topic: string | null) => [...threadsKeys.areaLists(areaId), topic ?? 'all'] as const,
  replies: (postId: string) => [...threadsKeys.all, 'replies', postId] as const,
};
