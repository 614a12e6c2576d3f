import { globalStyle, style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { marginBottom: vars.space.md },
]);

export const card = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const heading = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' }),
  { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold },
]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.xs });
globalStyle(`${facts} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const problem = style({
  marginTop: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const manual = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'xs' }),
]);

export const grow = style({ flex: 1 });
