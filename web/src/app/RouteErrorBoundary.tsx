import { useRouteError } from 'react-router';
import { ErrorScreen } from '../components/layout/ErrorScreen';
import * as styles from '../components/layout/FullScreenLoader.css';
import { ButtonLink } from '../components/ui/ButtonLink';

/** Last resort for render errors and screens whose code failed to download. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <ErrorScreen
      className={styles.screen}
      title="Something went wrong"
      description="This page could not be shown. Reloading often helps; if not, start again from home."
      action={<ButtonLink to="/">Go Home</ButtonLink>}
    />
  );
}
