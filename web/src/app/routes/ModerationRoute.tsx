import { ModerationPage } from '../../features/moderation/components/ModerationPage';
import { MainHeader } from '../MainHeader';
import * as styles from './SearchRoute.css';

/** /moderation: the header, then the moderators' queue and audits. */
export function ModerationRoute() {
  return (
    <div className={styles.page}>
      <MainHeader />
      <main id="main" className={styles.main}>
        <ModerationPage />
      </main>
    </div>
  );
}
