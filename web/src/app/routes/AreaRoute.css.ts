import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1 });

export const centred = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
});
