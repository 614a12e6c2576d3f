import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.bold,
});

export const byline = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const author = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const badge = style({
  flexShrink: 0,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const typeBadge = styleVariants({
  ask: { background: '#dbeafe', color: '#1e40af' },
  experience: { background: '#f3e8ff', color: '#6b21a8' },
  alert: { background: vars.color.dangerSoft, color: vars.color.danger },
  tip: { background: vars.color.successSoft, color: vars.color.success },
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: 1.3 });

export const content = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.55 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const topic = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginRight: 'auto',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const topicDot = style({ width: '8px', height: '8px', borderRadius: '50%' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginLeft: 'auto',
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '36px',
  minWidth: '36px',
  justifyContent: 'center',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:disabled': { cursor: 'default' },
    '&[aria-pressed="true"], &[aria-expanded="true"]': { color: vars.color.primaryText },
  },
});

export const count = style({
  minWidth: '20px',
  padding: `0 6px`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
