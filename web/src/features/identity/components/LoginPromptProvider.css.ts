import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const actions = style([
  sprinkles({ display: 'flex', justifyContent: 'flex-end', gap: 'xs' }),
  { marginTop: vars.space.lg },
]);
