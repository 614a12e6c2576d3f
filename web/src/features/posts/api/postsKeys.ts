/** Query keys of the threads feature: an area's post lists, a post's replies. */
export const postsKeys = {
  all: ['threads'] as const,
  areaLists: (areaId: string) => [...postsKeys.all, 'list', areaId] as const,
  /** `topic` null for All Topics. */
  list: (areaId: string, topic: string | null) => [...postsKeys.areaLists(areaId), topic ?? 'all'] as const,
  replies: (postId: string) => [...postsKeys.all, 'replies', postId] as const,
};
