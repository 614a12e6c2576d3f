import { type RefObject, useEffect } from 'react';

/**
 * While `enabled`, keeps two custom properties on `ref`'s element in step with
 * the visual viewport, the part of the page the person actually sees:
 * `--visual-viewport-top` (how far it is scrolled into the layout viewport)
 * and `--visual-viewport-height`. An on-screen keyboard shrinks the visual
 * viewport, and on iOS (and Android Chrome since 108) not the layout one, so
 * `100dvh` and `position: fixed; bottom: 0` would leave a composer under the
 * keyboard; a box sized from these properties ends right above it. Written
 * straight to the style (no React state): the events come many times a second
 * while the keyboard slides.
 */
export function useVisualViewportBox(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const element = ref.current;
    const viewport = window.visualViewport;
    if (!enabled || !element || !viewport) return;
    const follow = () => {
      element.style.setProperty('--visual-viewport-top', `${viewport.offsetTop}px`);
      element.style.setProperty('--visual-viewport-height', `${viewport.height}px`);
    };
    follow();
    viewport.addEventListener('resize', follow);
    viewport.addEventListener('scroll', follow);
    return () => {
      viewport.removeEventListener('resize', follow);
      viewport.removeEventListener('scroll', follow);
      element.style.removeProperty('--visual-viewport-top');
      element.style.removeProperty('--visual-viewport-height');
    };
  }, [ref, enabled]);
}
