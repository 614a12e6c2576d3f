import { StateMessage } from '../../components/ui/StateMessage';
import { MainHeader } from '../MainHeader';
import { GoHomeLink } from './GoHomeLink';
import * as styles from './NotFoundRoute.css';

/** Any unknown path: the app header (a way on besides 'Go home'), then the 404. */
export function NotFoundRoute() {
  return (
    <div className={styles.page}>
      <MainHeader />
      <main id="main" className={styles.main}>
        <title>Page not found · Mohalla</title>
        <div>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <StateMessage
            icon="mapPin"
            headingLevel="h1"
            title="404 Page Not Found"
            description="We couldn't find that lane. The page may have moved, or the address may be mistyped."
            action={<GoHomeLink />}
          />
        </div>
      </main>
    </div>
  );
}
