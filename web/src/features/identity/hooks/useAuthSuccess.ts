import type { CurrentUserDto } from '@mohalla/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { identityKeys } from '../api/identityKeys';

/** The spec's pause after login or signup, so the success message can be read. */
const REDIRECT_DELAY_MS = 500;

/**
 * After a successful login or signup: drop everything cached for the guest,
 * take the answer's user, confirm it with a refetch (proves the cookie took),
 * then leave for `returnTo` after 500 ms. `succeeded` lets the screen tell
 * "just signed in here" from "arrived already signed in".
 */
export function useAuthSuccess(returnTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [succeeded, setSucceeded] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const complete = useCallback(
    (user: CurrentUserDto) => {
      setSucceeded(true);
      // Guest-era answers (e.g. a post list without "your upvote") must not linger.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== identityKeys.all[0] });
      queryClient.setQueryData(identityKeys.currentUser(), user);
      void queryClient.invalidateQueries({ queryKey: identityKeys.currentUser() });
      timer.current = window.setTimeout(() => navigate(returnTo, { replace: true }), REDIRECT_DELAY_MS);
    },
    [queryClient, navigate, returnTo],
  );

  return { succeeded, complete };
}
