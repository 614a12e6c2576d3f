import { keyframes, style } from '@vanilla-extract/css';
import { sprinkles } from '../../styles/sprinkles.css';
import { vars } from '../../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 'sm' }),
  { color: vars.color.textMuted, fontSize: vars.fontSize.sm },
]);

export const ring = style({
  width: '22px',
  height: '22px',
  flexShrink: 0,
  borderRadius: '50%',
  border: `3px solid ${vars.color.primarySoft}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 800ms linear infinite`,
});
