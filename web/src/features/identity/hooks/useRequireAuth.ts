import { useCallback, useContext } from 'react';
import { LoginPromptContext } from '../loginPromptContext';
import { useCurrentUser } from './useCurrentUser';

/**
 * Guards an action that needs an account (the spec: upvote, reply, report,
 * create a post). Returns a check to call first:
 *
 *   const requireAuth = useRequireAuth('upvote posts');
 *   const onUpvote = () => { if (requireAuth()) upvote.mutate(); };
 *
 * For a guest it shows 'You need to login to {action}. Would you like to login
 * now?' and answers false. The server still decides; this only saves a
 * pointless round trip and explains why.
 */
export function useRequireAuth(action: string): () => boolean {
  const user = useCurrentUser();
  const prompt = useContext(LoginPromptContext);
  if (!prompt) throw new Error('useRequireAuth must be used inside <LoginPromptProvider>');
  const signedIn = user.status === 'signedIn';
  return useCallback(() => {
    if (signedIn) return true;
    prompt.ask(action);
    return false;
  }, [signedIn, prompt, action]);
}
