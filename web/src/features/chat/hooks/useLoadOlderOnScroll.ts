import { type RefObject, useEffect, useRef, useState } from 'react';

/** Start loading a little before the reader reaches the very top, so the scroll rarely waits. */
const PRELOAD_PX = 400;

interface Older {
  available: boolean;
  loading: boolean;
  error: string | null;
  load: () => void;
}

/**
 * Loads the older page as the reader scrolls up, like a messenger: an
 * IntersectionObserver watches `sentinel` (a pixel at the top of the list)
 * inside `scrollRef`. While it stays in view (a short list) pages keep coming
 * until the list fills the screen or none are left. A failure stops it: the
 * list offers Retry instead of asking again and again.
 */
export function useLoadOlderOnScroll(
  scrollRef: RefObject<HTMLElement | null>,
  sentinel: HTMLElement | null,
  older: Older,
): void {
  const [atTop, setAtTop] = useState(false);
  const load = useRef(older.load);
  load.current = older.load;

  useEffect(() => {
    const root = scrollRef.current;
    if (!root || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setAtTop(entries.some((e) => e.isIntersecting)), {
      root,
      rootMargin: `${PRELOAD_PX}px 0px 0px 0px`,
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [scrollRef, sentinel]);

  const { available, loading, error } = older;
  useEffect(() => {
    if (atTop && available && !loading && error === null) load.current();
  }, [atTop, available, loading, error]);
}
