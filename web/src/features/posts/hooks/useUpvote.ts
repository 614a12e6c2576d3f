import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast/useToast';
import { upvotePost } from '../api/postsApi';
import { updateCachedPost } from '../api/postsCache';
import { toastIfSignInNeeded } from '../signInNeeded';

/**
 * One upvote per person. Optimistic: the count goes up and the button
 * disables at once; the server's count replaces it, and an error takes the
 * vote back with the spec's toast.
 */
export function useUpvote(postId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const bump = (by: number) =>
    updateCachedPost(queryClient, postId, (post) => ({ ...post, upvotes: Math.max(0, post.upvotes + by) }));
  return useMutation({
    mutationFn: () => upvotePost(postId),
    onMutate: () => bump(1),
    onSuccess: (result) =>
      updateCachedPost(queryClient, postId, (post) => ({ ...post, upvotes: result.upvotes })),
    onError: (error) => {
      bump(-1);
      if (toastIfSignInNeeded(error, toast, 'upvote posts')) return;
      console.error('Upvote failed', error);
      toast({ title: 'Error', description: 'Failed to upvote post', tone: 'danger' });
    },
  });
}
