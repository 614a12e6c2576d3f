import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.6 });

export const removed = style({
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  textDecoration: 'line-through',
});

export const added = style({
  background: vars.color.successSoft,
  color: vars.color.success,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
});
