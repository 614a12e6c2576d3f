import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The white, bordered box a post, an account or a place sits in. */
export const cardSurface = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
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
