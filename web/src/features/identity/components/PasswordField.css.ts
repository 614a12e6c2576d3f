import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const toggle = style({
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});
