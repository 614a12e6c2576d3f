import { style } from '@vanilla-extract/css';
import { outlinedBox } from './fragments';
import { vars } from './theme.css';

/** The white, bordered box a post, an account or a place sits in. */
export const cardSurface = style({ padding: vars.space.md, ...outlinedBox() });

/** A panel raised off the page (the area sidebar's cards, the tabs' content, the landing features); each gives its padding. */
export const raisedPanel = style({
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

/** What a dropdown menu floats on (Radix content); each menu sets its own z-index and width. */
export const popoverSurface = style({
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

/** One entry of a dropdown menu, highlighted the Radix way (keyboard and pointer alike). */
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-highlighted]': { background: vars.color.surfaceMuted } },
});
