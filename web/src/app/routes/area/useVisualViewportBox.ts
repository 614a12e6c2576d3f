import { type RefObject, useEffect } from 'react';

/** Set on the element while the visual viewport is much shorter than it was: a keyboard is up. */
export const KEYBOARD_OPEN = 'data-keyboard-open';
// On-screen keyboards take 35-50% of a phone's height; browser bars coming and going, under 15%.
const KEYBOARD_SHARE = 0.8;

/**
 * While `enabled`, keeps two custom properties on `ref`'s element in step with
 * the visual viewport, the part of the page the person actually sees:
 * `--visual-viewport-top` (how far it is scrolled into the layout viewport)
 * and `--visual-viewport-height`. An on-screen keyboard shrinks the visual
 * viewport, and on iOS (and Android Chrome since 108) not the layout one, so
 * `100dvh` and `position: fixed; bottom: 0` would leave a composer under the
 * keyboard; a box sized from these properties ends right above it. While
 * the keyboard is up, `data-keyboard-open` is set, for the page to give the
 * conversation what little height is left. Written
 * straight to the style (no React state): the events come many times a second
 * while the keyboard slides.
 */
export function useVisualViewportBox(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const element = ref.current;
    const viewport = window.visualViewport;
    if (!enabled || !element || !viewport) return;
    // The tallest the visual viewport has been at this width: much shorter now means a keyboard.
    let tallest = { width: viewport.width, height: viewport.height };
    const follow = () => {
      if (viewport.width !== tallest.width || viewport.height > tallest.height)
        tallest = { width: viewport.width, height: viewport.height };
      element.style.setProperty('--visual-viewport-top', `${viewport.offsetTop}px`);
      element.style.setProperty('--visual-viewport-height', `${viewport.height}px`);
      element.toggleAttribute(KEYBOARD_OPEN, viewport.height < tallest.height * KEYBOARD_SHARE);
    };
    follow();
    viewport.addEventListener('resize', follow);
    viewport.addEventListener('scroll', follow);
    return () => {
      viewport.removeEventListener('resize', follow);
      viewport.removeEventListener('scroll', follow);
      element.style.removeProperty('--visual-viewport-top');
      element.style.removeProperty('--visual-viewport-height');
      element.removeAttribute(KEYBOARD_OPEN);
    };
  }, [ref, enabled]);
}
