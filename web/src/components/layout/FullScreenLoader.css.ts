import { style } from '@vanilla-extract/css';

export const screen = style({ minHeight: '100vh', display: 'grid', placeItems: 'center' });
