import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const message = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  selectors: { '&:hover, &:focus-within': { background: vars.color.page } },
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  color: '#ffffff',
  fontWeight: vars.fontWeight.bold,
  textShadow: '0 1px 1px rgba(0, 0, 0, 0.25)',
});

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px' });

export const byline = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const author = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const you = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
});

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.5 });

export const files = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.xxs,
});

// A fixed height, so a row does not change size when its image arrives.
export const file = style({
  height: '120px',
  maxWidth: '200px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const helpful = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  alignSelf: 'flex-start',
  marginTop: '2px',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const menuTrigger = style({
  alignSelf: 'flex-start',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceSunken, color: vars.color.text },
  },
});

export const menu = style({
  zIndex: 50,
  minWidth: '180px',
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceMuted },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});

export const danger = style({ color: vars.color.danger });

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.xxs,
});

export const editorActions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });
