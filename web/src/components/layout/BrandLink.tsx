import { Link } from 'react-router';
import * as styles from './BrandLink.css';

interface BrandLinkProps {
  tone?: 'light' | 'dark';
}

/** The Mohalla logo, always a way home. */
export function BrandLink({ tone = 'light' }: BrandLinkProps) {
  return (
    <Link
      to="/"
      className={`${styles.link} ${tone === 'dark' ? styles.onDark : ''}`}
      aria-label="Mohalla home"
    >
      <span className={styles.mark} aria-hidden="true">
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="currentColor"
          focusable="false"
          aria-hidden="true"
        >
          <path d="M3 20v-8.5L12 5l9 6.5V20h-6v-6H9v6z" />
        </svg>
      </span>
      <span aria-hidden="true">Mohalla</span>
    </Link>
  );
}
