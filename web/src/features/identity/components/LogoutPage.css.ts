import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const note = style({
  maxWidth: '32rem',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
