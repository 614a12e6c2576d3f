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
  color: vars.color.primarySoft,
  textAlign: 'center',
  WebkitTextStroke: `2px ${vars.color.primary}`,
});
