/**
 * A ref callback that focuses its element once, when it mounts. The chooser
 * swaps whole views, which unmounts the button that had focus; without this,
 * focus falls back to <body> and keyboard users lose their place.
 */
export function focusElement(element: HTMLElement | null): void {
  element?.focus();
}
