import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  paddingTop: vars.space.xs,
});
