import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/*
 * Small rounded labels, composed with style([...]); each place gives the colours
 * (and never sets a property set here: CSS chunks have no fixed order).
 */

/** A small tag: a post's type or topic, a place's count of areas. */
export const tagPill = style({
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
});

/** A number next to a label (a tab's count, posts under a topic); each gives its minimum width. */
export const countPill = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
