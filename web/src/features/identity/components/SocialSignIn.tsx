import { useQuery } from '@tanstack/react-query';
import { buttonClassName } from '../../../components/ui/buttonClassName';
import { providersQuery } from '../api/identityQueries';
import { clearLogoutPending } from '../logoutPending';
import * as styles from './SocialSignIn.css';

interface SocialSignInProps {
  /** Where the server sends the person back after the provider (a same-origin path). */
  returnTo: string;
}

/**
 * 'Continue with Google'. The whole exchange happens on the server (redirect to
 * the provider and back, then the session cookie), so the button is a plain
 * full-page link: no provider script runs in our page.
 */
export function SocialSignIn({ returnTo }: SocialSignInProps) {
  const providers = useQuery(providersQuery());
  // Residents never see an option they cannot use (issue 21 point 7): without Google
  // configured (or while asking) there is nothing here, not even the 'or'.
  if (!providers.data?.google) return null;
  return (
    <div className={styles.wrapper}>
      <a
        className={buttonClassName({ variant: 'secondary', block: true })}
        href={`/api/auth/google/start?returnTo=${encodeURIComponent(returnTo)}`}
        // Signing in again supersedes a sign-out this device could not finish.
        onClick={clearLogoutPending}
      >
        <GoogleMark /> Continue with Google
      </a>
      <p className={styles.divider}>or</p>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 2.9-2.2 5.4-4.7 7.1l7.6 5.9c4.4-4.1 6.9-10.1 6.9-17.5z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.9-6.2z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.6-5.9c-2.1 1.4-4.9 2.3-8.3 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.2C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
