import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.page,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const reply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingLeft: vars.space.sm,
  borderLeft: `2px solid ${vars.color.border}`,
});

export const smallAvatar = style({ width: '28px', height: '28px', fontSize: vars.fontSize.xs });

export const replyText = style({ fontSize: vars.fontSize.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const replyActions = style({
  display: 'flex',
  gap: vars.space.xxs,
  marginLeft: `calc(-1 * ${vars.space.xs})`,
});
