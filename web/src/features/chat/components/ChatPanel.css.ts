import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  height: 'min(72vh, 680px)',
  minHeight: '420px',
  background: vars.color.surface,
  borderRadius: 'inherit',
  overflow: 'hidden',
});

// Fullscreen covers the viewport (not the Fullscreen API: that one is refused inside some
// embedded browsers and hides the toasts).
export const fullscreen = style({
  position: 'fixed',
  inset: 0,
  zIndex: 45,
  height: '100dvh',
  minHeight: 0,
  borderRadius: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const connection = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const dot = style({ width: '8px', height: '8px', borderRadius: '50%', flexShrink: 0 });
export const dotTone = {
  connecting: style({ background: '#d97706' }),
  connected: style({ background: vars.color.success }),
  disconnected: style({ background: vars.color.danger }),
};

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const alias = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '220px',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const iconButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[aria-pressed="true"], &[aria-expanded="true"], &[data-state="open"]': {
      background: vars.color.surfaceMuted,
      color: vars.color.text,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const body = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });

export const centred = style({ flex: 1, display: 'grid', placeItems: 'center', padding: vars.space.md });

export const notice = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: `0 ${vars.space.md} ${vars.space.xs}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});
export const noticeTone = {
  'Message Blocked': style({ background: vars.color.dangerSoft, color: vars.color.danger }),
  'Content Warning': style({ background: '#fef3c7', color: '#92400e' }),
};
export const noticeText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});
export const noticeTitle = style({ fontWeight: vars.fontWeight.semibold });

export const loginNotice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  '@media': { [media.tablet]: { flexWrap: 'nowrap' } },
});
export const loginText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  fontSize: vars.fontSize.sm,
});
