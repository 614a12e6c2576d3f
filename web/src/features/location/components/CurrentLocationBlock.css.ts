import { globalStyle, style } from '@vanilla-extract/css';
import { outlinedBox } from '../../../styles/fragments';
import { sprinkles } from '../../../styles/sprinkles.css';
import { mutedText } from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { marginBottom: vars.space.md },
]);

export const card = style({ padding: vars.space.md, ...outlinedBox(vars.color.surfaceMuted) });

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

export const muted = style([mutedText, { marginTop: vars.space.xxs }]);

export const problem = style({
  marginTop: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const manual = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'xs' }),
]);

export const grow = style({ flex: 1 });
