import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast/useToast';
import { eraseAccount } from '../api/privacyApi';
import { forgetSession } from './forgetSession';

/**
 * `DELETE /api/user`. The server has ended every session by the time it
 * answers, so this device signs out too: the landing page, a toast saying
 * the account is gone, and no cached answer of the person left in memory.
 * A refusal (wrong password: 401) stays with the dialog, which shows it.
 */
export function useEraseAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  return useMutation({
    mutationFn: eraseAccount,
    onSuccess: () => {
      // Leave first: forgetting the session unmounts the menu that holds the dialog.
      void navigate('/', { replace: true });
      toast({
        title: 'Account deleted',
        description: 'Your account has been erased and you have been signed out.',
      });
      forgetSession(queryClient);
    },
  });
}
