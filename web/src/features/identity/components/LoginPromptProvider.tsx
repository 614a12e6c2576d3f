import { type ReactNode, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { type LoginPrompt, LoginPromptContext } from '../loginPromptContext';
import { loginPathFor } from '../returnTo';
import * as styles from './LoginPromptProvider.css';

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
      <Dialog open={open} onOpenChange={setOpen} title="Login required">
        <p>{`You need to login to ${action}. Would you like to login now?`}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={goToLogin}>Login</Button>
        </div>
      </Dialog>
    </LoginPromptContext.Provider>
  );
}
