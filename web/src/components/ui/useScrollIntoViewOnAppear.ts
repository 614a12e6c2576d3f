import { type RefObject, useEffect, useRef } from 'react';

interface ScrollOptions {
  /** A media query the screen must match (e.g. only where panes stack, on a phone). */
  onlyWhen?: string;
  /** Where the element lands: 'nearest' moves as little as possible, 'start' brings its top up. */
  block?: ScrollLogicalPosition;
}

/**
 * Scrolls the element behind the returned ref into view each time `appearance`
 * changes to something (null and undefined mean nothing appeared): a banner
 * shown at the end of a long form, a pane opened below the fold. The element's
 * `scroll-margin` keeps it clear of sticky headers and footers. Smooth unless
 * the person asked for reduced motion.
 */
export function useScrollIntoViewOnAppear<T extends HTMLElement>(
  appearance: unknown,
  { onlyWhen, block = 'nearest' }: ScrollOptions = {},
): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    // Every browser has both; a DOM without layout (jsdom in unit tests) has neither.
    if (appearance == null || !element?.scrollIntoView || !window.matchMedia) return;
    if (onlyWhen && !window.matchMedia(onlyWhen).matches) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block, behavior: reduced ? 'auto' : 'smooth' });
  }, [appearance, onlyWhen, block]);
  return ref;
}
