import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '220px',
  minHeight: '40px',
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-state="open"]': { background: vars.color.surfaceMuted },
    '&:focus-visible': { borderRadius: vars.radius.pill },
  },
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '30px',
  height: '30px',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

// Phones keep just the avatar (the name is still the button's accessible name).
export const name = style({
  display: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  '@media': { [media.tablet]: { display: 'inline' } },
});

export const content = style({
  zIndex: 30,
  minWidth: '220px',
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  display: 'flex',
  flexDirection: 'column',
});

export const labelName = style({ fontWeight: vars.fontWeight.semibold });

export const labelEmail = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const item = style({
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

export const separator = style({
  height: '1px',
  margin: `${vars.space.xxs} 0`,
  background: vars.color.border,
});
