import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { useHydrated } from '../../../lib/useHydrated';
import * as styles from './Hero.css';
import { HeroIllustration } from './HeroIllustration';

interface HeroProps {
  onJoin: () => void;
  /** Called when the visitor shows intent (hover, focus), to warm the data the join flow needs. */
  onJoinIntent?: () => void;
  /** Signed-in visitors have no use for the sign-in link. */
  signedIn?: boolean;
  /** The join flow is finding the area (detecting, matching). */
  busy?: boolean;
}

export function Hero({ onJoin, onJoinIntent, signedIn = false, busy = false }: HeroProps) {
  // In the prerendered page the button works once the script has taken it over.
  const hydrated = useHydrated();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>
            <Icon name="mapPin" size={14} /> For neighbourhoods across India
          </p>
          <h1 id="hero-title" className={styles.headline}>
            Connect with Your Neighbors <span className={styles.highlight}>Anonymously</span>
          </h1>
          <p className={styles.lede}>
            Ask about the best tiffin service, warn about a waterlogged street, or find a plumber you can
            trust. Mohalla is a friendly space for your area, where you speak under an alias, not your name.
          </p>
          <div className={styles.actions}>
            <Button
              size="lg"
              onClick={onJoin}
              onPointerEnter={onJoinIntent}
              onFocus={onJoinIntent}
              aria-busy={busy}
              disabled={!hydrated}
            >
              Join Community Chat <Icon name="arrowRight" size={18} />
            </Button>
            {busy ? (
              <span className={styles.busy} role="status">
                Finding your neighbourhood...
              </span>
            ) : null}
            {signedIn ? null : (
              <Link to="/login" className={styles.signInLink}>
                Already have an account?
              </Link>
            )}
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
