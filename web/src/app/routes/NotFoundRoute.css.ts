import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../styles/sprinkles.css';
import { vars } from '../../styles/theme.css';

export const main = style([
  sprinkles({ display: 'grid', padding: 'lg' }),
  { minHeight: '100vh', placeItems: 'center' },
]);

export const code = style({
  fontSize: 'clamp(4rem, 18vw, 8rem)',
  fontWeight: 800,
  lineHeight: 1,
  letterSpacing: '-0.05em',
  // Solid: an outlined figure on a pale fill is below the contrast large text needs.
  color: vars.color.primary,
  textAlign: 'center',
});
