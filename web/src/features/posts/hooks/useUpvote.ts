import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast/useToast';
import { upvotePost } from '../api/postsApi';
import { updateCachedPost } from '../api/postsCache';
import { toastIfSignInNeeded } from '../signInNeeded';

/**
 * One upvote per person. Optimistic: the count goes up and the post is
 * marked upvoted by me (the button disables) at once, wherever it is cached;
 * the server's count replaces it, and an error takes the vote back with the
 * spec's toast. After a reload the read side's `upvotedByMe` says it.
 */
export function useUpvote(postId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const bump = (by: 1 | -1) =>
    updateCachedPost(queryClient, postId, (post) => ({
      ...post,
      upvotes: Math.max(0, post.upvotes + by),
      upvotedByMe: by > 0,
    }));
  return useMutation({
    mutationFn: () => upvotePost(postId),
    onMutate: () => bump(1),
    onSuccess: (result) =>
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        upvotes: result.upvotes,
        upvotedByMe: true,
      })),
    onError: (error) => {
      bump(-1);
      if (toastIfSignInNeeded(error, toast, 'upvote posts')) return;
      console.error('Upvote failed', error);
      toast({ title: 'Error', description: 'Failed to upvote post', tone: 'danger' });
    },
  });
}
