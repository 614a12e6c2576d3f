import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.ink,
  color: vars.color.textInverse,
  selectors: { '&:focus': { top: vars.space.md } },
});

const progress = keyframes({
  from: { transform: 'scaleX(0.05)' },
  to: { transform: 'scaleX(0.85)' },
});

export const progressBar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  zIndex: 100,
  background: vars.color.primary,
  transformOrigin: 'left',
  animation: `${progress} 2s cubic-bezier(0.1, 0.7, 0.3, 1) forwards`,
});
