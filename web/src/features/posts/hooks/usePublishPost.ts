import { type AreaDto, type PublishPostBody, TOPICS } from '@mohalla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { areaStatsQuery } from '../../community';
import { publishPost } from '../api/postsApi';
import { prependPost, refreshAreaListsAt } from '../api/postsCache';

/**
 * Publishes a post. On success the post is put at the top of the area's
 * lists at once, then the lists and the sidebar numbers are re-read at the
 * write's position so the server's version replaces it.
 */
export function usePublishPost(area: AreaDto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishPostBody) => publishPost(area._id, body),
    onSuccess: (written, body) => {
      const topic = TOPICS.find((t) => t.id === body.topicId) ?? null;
      prependPost(queryClient, {
        _id: written._id,
        id: written._id,
        areaId: area._id,
        cityId: area.cityId,
        type: body.type,
        topicId: topic?.id ?? null,
        topicName: topic?.name ?? null,
        title: body.title,
        content: body.content,
        imageUrl: body.imageUrl ?? null,
        mediaUrls: body.mediaUrls,
        upvotes: 0,
        replyCount: 0,
        authorAlias: written.authorAlias,
        userName: written.authorAlias,
        createdAt: new Date().toISOString(),
        seq: written.position,
      });
      void refreshAreaListsAt(queryClient, area._id, written.position);
      void queryClient
        .fetchQuery({ ...areaStatsQuery(area._id, written.position), staleTime: 0 })
        .catch(() => undefined);
    },
  });
}
