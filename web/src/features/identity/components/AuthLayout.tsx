import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLink } from '../../../components/layout/BrandLink';
import { Icon } from '../../../components/ui/Icon';
import * as styles from './AuthLayout.css';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Below the card, e.g. the link to the other auth screen. */
  footer: ReactNode;
}

/** The shared frame of /login and /signup: one card, one job, and always a way home. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      {/* Banner, main and contentinfo: every part of the page sits in a landmark. */}
      <header>
        <BrandLink />
      </header>
      <main id="main" className={styles.card}>
        <title>{`${title} · Mohalla`}</title>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        {children}
      </main>
      <footer className={styles.footer}>
        {footer}
        <Link to="/" className={styles.homeLink}>
          <Icon name="arrowLeft" size={16} /> Back to home
        </Link>
      </footer>
    </div>
  );
}
