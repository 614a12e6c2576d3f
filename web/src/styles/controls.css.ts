import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/*
 * Recipes, composed with style([...]). A component adds properties to one but never
 * sets one it sets: the two rules can land in CSS chunks whose order is not fixed.
 */

/** A borderless button around one icon; the user gives it its size and its hover. */
export const iconButtonFrame = style({
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
});

/** The 36 px icon button (big enough for a finger) with the quiet hover most use (show password, clear search). */
export const iconButton = style([
  iconButtonFrame,
  {
    width: '36px',
    height: '36px',
    selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
  },
]);

/** A round badge with someone's initial; each place gives it its size and colours. */
export const avatarCircle = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  borderRadius: '50%',
  fontWeight: vars.fontWeight.bold,
});

/** The focus ring of text inputs: the border turns the focus colour and a soft halo replaces the outline. */
export const inputFocusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 3px ${vars.color.focus}33`,
    },
  },
});

/** An icon shown inside the start of an input (the search magnifier); clicks go through to the input. */
export const inputStartIcon = style({
  position: 'absolute',
  left: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
