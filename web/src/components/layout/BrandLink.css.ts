import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../styles/sprinkles.css';
import { vars } from '../../styles/theme.css';

export const link = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  {
    color: vars.color.text,
    textDecoration: 'none',
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.lg,
    letterSpacing: '-0.02em',
    selectors: { '&:focus-visible': { borderRadius: vars.radius.sm } },
  },
]);

export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: '34px',
  height: '34px',
  borderRadius: '10px',
  background: vars.color.primary,
  color: vars.color.textInverse,
});

export const onDark = style({ color: vars.color.textInverse });
