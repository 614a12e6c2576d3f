/**
 * Where focus goes back to when a dialog closes. Most dialogs open from
 * state (a button's onClick, a menu item, a keyboard shortcut), not from a
 * Radix Trigger, so Radix has nothing to return to and focus fell to
 * <body>. A dialog remembers what had focus as it opened (its opener), and
 * on closing focuses it again; when the opener has gone with what held it,
 * the opener's own opener stands in: a menu item's menu trigger, or the
 * button that opened the sheet the item was in. With none left (the empty
 * state's button went with the first post), the page's heading.
 */

// What last had focus: a menu item that opened a dialog has already lost it
// (the menu closed) by the time the dialog mounts.
let lastFocused: Element | null = null;
if (typeof document !== 'undefined')
  document.addEventListener('focusin', (event) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  });

/** Each open dialog's content element, with where its opener is kept. */
const openers = new WeakMap<Element, { current: Element | null }>();

/** What opened the dialog opening now: what has focus, else what had it last. */
export function focusBeforeOpening(): Element | null {
  const active = document.activeElement;
  return active && active !== document.body ? active : lastFocused;
}

/** Records a dialog's content element, so a dialog it opens can return through it. */
export function rememberOpener(content: Element, opener: { current: Element | null }): void {
  openers.set(content, opener);
}

/** The element to focus when a dialog opened by `opener` closes, or null if none is left. */
export function returnTargetFor(opener: Element | null, depth = 0): HTMLElement | null {
  if (!opener || depth > 3) return null;
  if (opener.isConnected) return opener instanceof HTMLElement ? opener : null;
  const menu = opener.closest('[role="menu"][aria-labelledby]');
  const trigger = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  if (trigger) return trigger;
  const dialog = opener.closest('[role="dialog"]');
  return dialog ? returnTargetFor(openers.get(dialog)?.current ?? null, depth + 1) : null;
}

/** The page's heading as drawn now: the first visible h1, in the main content if there is one. */
export function visiblePageHeading(): HTMLElement | null {
  const candidates = [
    ...document.querySelectorAll<HTMLElement>('main h1'),
    ...document.querySelectorAll<HTMLElement>('h1'),
  ];
  return candidates.find((h1) => h1.getClientRects().length > 0) ?? null;
}

/** Focuses the page's heading (focusable from script only); false if there is none. */
export function focusPageHeading(): boolean {
  const heading = visiblePageHeading();
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // The scroll position stays the reader's (or ScrollRestoration's) to set.
  heading.focus({ preventScroll: true });
  return true;
}
