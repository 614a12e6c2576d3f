import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const close = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: '50%',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { borderRadius: '50%' },
  },
});
