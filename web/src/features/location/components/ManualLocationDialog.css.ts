import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const browse = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const browseLink = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});
