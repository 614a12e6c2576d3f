import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  background: `radial-gradient(circle at 20% 0%, ${vars.color.primarySoft}, transparent 45%), ${vars.color.page}`,
});

export const card = style({
  width: '100%',
  maxWidth: '460px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.textMuted,
});
