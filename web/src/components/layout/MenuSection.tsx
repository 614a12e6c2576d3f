import type { ReactNode } from 'react';

interface MenuSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  headingClassName: string;
  className?: string;
  children: ReactNode;
}

/** One titled part of a slide-in menu: a section named by its own h2. */
export function MenuSection({ id, title, headingClassName, className, children }: MenuSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
