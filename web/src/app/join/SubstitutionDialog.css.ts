import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../styles/sprinkles.css';
import { vars } from '../../styles/theme.css';

// Stacked full-width choices: on a 390 px phone two long area names side by side would wrap mid-word.
export const choices = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  { marginTop: vars.space.lg },
]);
