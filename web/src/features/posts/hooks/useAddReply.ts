import type { ReplyBody, ReplyDto } from '@mohalla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast/useToast';
import { ApiError } from '../../../lib/api';
import { addReply } from '../api/postsApi';
import { updateCachedPost } from '../api/postsCache';
import { postsKeys } from '../api/postsKeys';
import { repliesQuery } from '../api/postsQueries';
import { toastIfSignInNeeded } from '../signInNeeded';

/**
 * Adds a reply (always anonymous, under the area alias). On success it shows
 * at the end of the list at once, the post's reply count goes up, and the
 * list is re-read at the write's position.
 */
export function useAddReply(postId: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (body: ReplyBody) => addReply(postId, body),
    onSuccess: (written, body) => {
      const reply: ReplyDto = {
        _id: written._id,
        id: written._id,
        postId,
        content: body.content,
        mediaUrls: body.mediaUrls,
        anonymous: true,
        authorAlias: written.authorAlias,
        userName: written.authorAlias,
        createdAt: new Date().toISOString(),
        seq: written.position,
      };
      queryClient.setQueryData<ReplyDto[]>(postsKeys.replies(postId), (list) => [...(list ?? []), reply]);
      updateCachedPost(queryClient, postId, (post) => ({ ...post, replyCount: post.replyCount + 1 }));
      void queryClient
        .fetchQuery({ ...repliesQuery(postId, written.position), staleTime: 0 })
        .catch(() => undefined);
      toast({ title: 'Reply posted!', description: 'Your reply has been added' });
      onDone();
    },
    onError: (error) => {
      if (toastIfSignInNeeded(error, toast, 'reply to posts')) return;
      console.error('Reply failed', error);
      const detail = error instanceof ApiError && error.code ? error.message : undefined;
      toast({ title: 'Failed to post reply', ...(detail ? { description: detail } : {}), tone: 'danger' });
    },
  });
}
