import type { ReactNode } from 'react';
import { BrandLink } from '../../../components/layout/BrandLink';
import { SiteFooter } from '../../../components/layout/SiteFooter';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Icon } from '../../../components/ui/Icon';
import { LEGAL_LAST_UPDATED } from '../legalFacts';
import * as styles from './LegalLayout.css';

interface LegalLayoutProps {
  title: string;
  summary: string;
  children: ReactNode;
}

/** The frame shared by the terms, privacy and guidelines pages. */
export function LegalLayout({ title, summary, children }: LegalLayoutProps) {
  return (
    <>
      <title>{`${title} · Mohalla`}</title>
      <header className={styles.topBar}>
        <div className={styles.topBarInner}>
          <BrandLink />
          <ButtonLink to="/" variant="ghost" size="sm">
            <Icon name="arrowLeft" size={16} /> Home
          </ButtonLink>
        </div>
      </header>
      <main id="main">
        <div className={styles.hero}>
          <div className={styles.heroInner}>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.summary}>{summary}</p>
            <p className={styles.updated}>Last updated {LEGAL_LAST_UPDATED}</p>
          </div>
        </div>
        <article className={styles.article}>{children}</article>
      </main>
      <SiteFooter />
    </>
  );
}
