import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const main = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

export const code = style({
  fontSize: 'clamp(4rem, 18vw, 8rem)',
  fontWeight: 800,
  lineHeight: 1,
  letterSpacing: '-0.05em',
  color: vars.color.primarySoft,
  textAlign: 'center',
  WebkitTextStroke: `2px ${vars.color.primary}`,
});
