import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const panel = style({
  position: 'fixed',
  right: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 15,
  maxWidth: '260px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: 'rgba(42, 33, 28, 0.88)',
  color: vars.color.textInverse,
  fontFamily: vars.font.mono,
  fontSize: '0.6875rem',
  lineHeight: 1.5,
  boxShadow: vars.shadow.md,
});

export const list = style({ margin: 0 });

export const row = style([sprinkles({ display: 'flex', gap: 'xs' })]);

export const term = style({ flexShrink: 0, minWidth: '80px', opacity: 0.75 });

export const value = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
