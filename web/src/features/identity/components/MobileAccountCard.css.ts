import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const guest = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xs });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.bold });

export const email = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
