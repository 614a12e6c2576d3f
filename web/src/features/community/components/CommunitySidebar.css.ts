import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { raisedPanel } from '../../../styles/surfaces.css';
import { vars } from '../../../styles/theme.css';

export const sidebar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const card = style([raisedPanel, { padding: vars.space.md }]);

export const name = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  lineHeight: 1.15,
});

export const place = style({
  marginTop: vars.space.xxs,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const pulse = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  marginTop: vars.space.md,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const statValue = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const statLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

const pulseRing = keyframes({
  '0%': { boxShadow: '0 0 0 0 rgba(21,128,61,0.5)' },
  '100%': { boxShadow: '0 0 0 8px rgba(21,128,61,0)' },
});

export const liveDot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.success,
  animation: `${pulseRing} 1.8s ease-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const fact = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.fontSize.sm });

globalStyle(`${fact} dt`, { color: vars.color.textMuted });
globalStyle(`${fact} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
