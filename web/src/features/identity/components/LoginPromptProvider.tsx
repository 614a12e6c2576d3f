import { type ReactNode, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyDialog } from '../../../components/ui/lazyDialog';
import { type LoginPrompt, LoginPromptContext } from '../loginPromptContext';
import { loginPathFor } from '../returnTo';

/** Loaded the first time a guest is asked, not with every page. */
const LazyLoginPromptDialog = lazyDialog(() =>
  import('./LoginPromptDialog').then((m) => m.LoginPromptDialog),
);

/**
 * Hosts the one login prompt of the app (mounted inside the router, since
 * accepting it navigates to /login with a way back here).
 */
export function LoginPromptProvider({ children }: { children: ReactNode }) {
  // The action outlives `open` so the text does not blank out during the closing animation.
  const [action, setAction] = useState('');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const prompt = useMemo<LoginPrompt>(
    () => ({
      ask: (next) => {
        setAction(next);
        setOpen(true);
      },
    }),
    [],
  );

  const close = () => setOpen(false);
  const goToLogin = () => {
    close();
    navigate(loginPathFor(`${location.pathname}${location.search}`));
  };

  return (
    <LoginPromptContext.Provider value={prompt}>
      {children}
      <LazyLoginPromptDialog open={open} onOpenChange={setOpen} action={action} onLogin={goToLogin} />
    </LoginPromptContext.Provider>
  );
}
