import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../styles/sprinkles.css';

export const page = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { minHeight: '100vh' }]);

export const main = style({ flex: 1 });

export const centred = style([
  sprinkles({ display: 'grid', padding: 'xl' }),
  { flex: 1, placeItems: 'center' },
]);
