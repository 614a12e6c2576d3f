import { useRouteError } from 'react-router';
import * as styles from '../components/layout/FullScreenLoader.css';
import { ButtonLink } from '../components/ui/ButtonLink';
import { StateMessage } from '../components/ui/StateMessage';

/** Last resort for render errors and screens whose code failed to download. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <main id="main" className={styles.screen}>
      <title>Something went wrong · Mohalla</title>
      <StateMessage
        role="alert"
        tone="danger"
        icon="alert"
        headingLevel="h1"
        title="Something went wrong"
        description="This page could not be shown. Reloading often helps; if not, start again from home."
        action={<ButtonLink to="/">Go Home</ButtonLink>}
      />
    </main>
  );
}
