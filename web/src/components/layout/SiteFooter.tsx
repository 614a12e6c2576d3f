import { Link } from 'react-router';
import { BrandLink } from './BrandLink';
import * as styles from './SiteFooter.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <BrandLink tone="dark" />
          <p className={styles.tagline}>
            Your neighbourhood, anonymously. Ask, share and look out for each other.
          </p>
        </div>
        <nav aria-label="Legal">
          <ul className={styles.links}>
            <li>
              <Link className={styles.link} to="/privacy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={styles.link} to="/terms">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link className={styles.link} to="/guidelines">
                Community Guidelines
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.legalRow}>
        <p className={styles.legal}>
          © {new Date().getFullYear()} Mohalla. Made for neighbours across India.
        </p>
      </div>
    </footer>
  );
}
