import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'center' });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  marginTop: vars.space.xs,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border },
  },
});
