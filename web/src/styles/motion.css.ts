import { keyframes } from '@vanilla-extract/css';

/** Fades for what appears and goes away over the page (dialogs, sheets, toasts). */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
