import { style } from '@vanilla-extract/css';
import { roundButton } from '../../styles/fragments';
import { vars } from '../../styles/theme.css';

export const close = style({
  ...roundButton('40px'),
  flexShrink: 0,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { borderRadius: '50%' },
  },
});
