import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FullScreenLoader } from '../components/layout/FullScreenLoader';
import { LoginPromptProvider } from '../features/identity/components/LoginPromptProvider';
import { useCurrentUser } from '../features/identity/hooks/useCurrentUser';
import { LocationProvider } from '../features/location/components/LocationProvider';
import * as styles from './RootLayout.css';
import { useHeadingFocusOnNavigation } from './useHeadingFocusOnNavigation';

/**
 * Wraps every screen: skip link, navigation progress, scroll restoration, focus on
 * the new page's heading, the login prompt, the location.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const user = useCurrentUser();
  useHeadingFocusOnNavigation();
  // The spec replaces every screen while the sign-in check runs, so no screen
  // flashes its guest variant to a signed-in person.
  if (user.status === 'loading') return <FullScreenLoader />;
  return (
    <LoginPromptProvider>
      <LocationProvider>
        <a href="#main" className={styles.skipLink}>
          Skip to content
        </a>
        {navigation.state === 'loading' ? <div className={styles.progressBar} aria-hidden="true" /> : null}
        <Outlet />
        <ScrollRestoration />
      </LocationProvider>
    </LoginPromptProvider>
  );
}
