import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const heading = style({
  marginBottom: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const quick = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xs });

export const quickAction = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const about = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const points = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const point = style({ display: 'flex', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const pointIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.primaryText });

export const pointText = style({ display: 'block', color: vars.color.textMuted });

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  marginTop: vars.space.md,
  fontSize: vars.fontSize.xs,
});

globalStyle(`${legal} a`, { color: vars.color.primaryText });
