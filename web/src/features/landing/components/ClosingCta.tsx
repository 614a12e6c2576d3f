import { ButtonLink } from '../../../components/ui/ButtonLink';
import * as styles from './ClosingCta.css';

export function ClosingCta() {
  return (
    <section className={styles.section} aria-labelledby="closing-title">
      <div className={styles.inner}>
        <div className={styles.card}>
          <h2 id="closing-title" className={styles.heading}>
            Your neighbours are already talking
          </h2>
          <p className={styles.text}>
            Sign in to post, reply and chat in your area. Browsing is open to everyone, no account needed.
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/login" variant="inverse" size="lg">
              Sign In
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
