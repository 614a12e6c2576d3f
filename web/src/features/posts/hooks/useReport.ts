import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast/useToast';
import { reportContent } from '../api/postsApi';
import { toastIfSignInNeeded } from '../signInNeeded';

interface ReportVars {
  reason: string;
  replyId?: string | undefined;
}

/** Reports a post or one of its replies for the moderators, with the spec's thank-you toast. */
export function useReport(postId: string, onDone: () => void) {
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ reason, replyId }: ReportVars) =>
      reportContent(postId, { reason: reason.trim(), ...(replyId ? { replyId } : {}) }),
    onSuccess: () => {
      toast({ title: 'Report submitted', description: 'Thank you for helping keep the community safe' });
      onDone();
    },
    onError: (error) => {
      if (toastIfSignInNeeded(error, toast, 'report content')) return;
      console.error('Report failed', error);
      toast({ title: 'Error', description: 'Failed to submit report. Please try again.', tone: 'danger' });
    },
  });
}
