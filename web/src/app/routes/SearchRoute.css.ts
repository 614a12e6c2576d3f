import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1 });
