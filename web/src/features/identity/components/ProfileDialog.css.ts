import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';

export const form = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);

export const actions = style([
  sprinkles({ display: 'flex', justifyContent: 'flex-end', gap: 'xs', paddingTop: 'xs' }),
]);
