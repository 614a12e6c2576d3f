import { keyframes, style } from '@vanilla-extract/css';
import { sprinkles } from '../../styles/sprinkles.css';
import { media, vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const sheetIn = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'translateY(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  backdropFilter: 'blur(2px)',
  zIndex: 40,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} 160ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in` },
  },
});

// Mobile: a bottom sheet that is easy to reach with a thumb.
// Tablet and up: a centred card.
export const content = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    position: 'fixed',
    zIndex: 50,
    left: 0,
    right: 0,
    bottom: 0,
    maxHeight: '88vh',
    background: vars.color.surface,
    borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-state="open"]': { animation: `${sheetIn} 220ms cubic-bezier(0.16, 1, 0.3, 1)` },
      '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in` },
    },
    '@media': {
      [media.tablet]: {
        left: '50%',
        right: 'auto',
        bottom: 'auto',
        top: '50%',
        transform: 'translate(-50%, -50%)',
        width: 'min(560px, calc(100vw - 48px))',
        maxHeight: 'min(720px, calc(100vh - 64px))',
        borderRadius: vars.radius.xl,
        selectors: {
          '&[data-state="open"]': { animation: `${riseIn} 200ms cubic-bezier(0.16, 1, 0.3, 1)` },
        },
      },
    },
  },
]);

export const wide = style({
  '@media': {
    [media.tablet]: {
      width: 'min(680px, calc(100vw - 48px))',
      maxHeight: 'min(860px, calc(100vh - 48px))',
    },
  },
});

export const header = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 'md' }),
  {
    padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({
  padding: vars.space.lg,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});
