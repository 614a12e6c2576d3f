import { useEffect, useRef } from 'react';

/**
 * Single-key shortcuts for the whole page (`j`, `k`, `Enter`, `h`, ...).
 * They stay out of the way of typing (inputs, text areas, selects), of open
 * dialogs, and of modified keys; Enter only counts on the page itself or in
 * the queue, so Enter on any other button still presses that button.
 */
export function useShortcuts(shortcuts: Record<string, (() => void) | undefined>, enabled = true) {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (event.key === 'Enter' && target?.closest('button, a') && !target.closest('[data-queue]')) return;
      const action = latest.current[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
