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
    const focusedAtNavigation = document.activeElement;
    const fromDialog = focusedAtNavigation?.closest('[role="dialog"]') != null;
    let frame = requestAnimationFrame(function focusHeading() {
      const active = document.activeElement;
      // A dialog that led here (an area chosen) is still closing, and hands focus back
      // to its opener as it goes: the heading comes after that.
      const dialogHasFocus = active?.closest('[role="dialog"]') != null;
      // The reader has moved on (typing in the header's search while the page loads): leave them
      // there. (Coming from a dialog, focus passes through its opener first: that is not moving on.)
      const movedOn =
        !fromDialog && active !== focusedAtNavigation && active !== document.body && !dialogHasFocus;
      if (movedOn) return;
      if ((dialogHasFocus || !focusPageHeading()) && performance.now() < until)
        frame = requestAnimationFrame(focusHeading);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
