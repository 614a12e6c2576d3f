import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../styles/sprinkles.css';
import { vars } from '../../styles/theme.css';

export const page = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { minHeight: '100vh' }]);

// Fills what the header leaves, so the 404 stays centred below it.
export const main = style([sprinkles({ display: 'grid', padding: 'lg' }), { flex: 1, placeItems: 'center' }]);

export const code = style({
  fontSize: 'clamp(4rem, 18vw, 8rem)',
  fontWeight: 800,
  lineHeight: 1,
  letterSpacing: '-0.05em',
  // Solid: an outlined figure on a pale fill is below the contrast large text needs.
  color: vars.color.primary,
  textAlign: 'center',
});
