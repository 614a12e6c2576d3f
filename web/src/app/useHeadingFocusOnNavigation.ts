import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from '../components/ui/returnFocus';

// A screen may draw its h1 a little after it mounts (its data or code still loading).
const WAIT_FOR_HEADING_MS = 5000;

/**
 * After a page change, focus goes to the new page's h1, as a screen reader
 * user expects from a new page (otherwise focus stays on the link that is
 * gone, that is on <body>, and nothing is announced). Only a change of page
 * (path), not of its query (tabs, filters), and not on the first load, where
 * the browser itself starts at the top.
 */
export function useHeadingFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const until = performance.now() + WAIT_FOR_HEADING_MS;
    let frame = requestAnimationFrame(function focusHeading() {
      // A dialog that led here (an area chosen) is still closing, and hands focus back
      // to its opener as it goes: the heading comes after that.
      const dialogHasFocus = document.activeElement?.closest('[role="dialog"]') != null;
      if ((dialogHasFocus || !focusPageHeading()) && performance.now() < until)
        frame = requestAnimationFrame(focusHeading);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
