import { keyframes, style } from '@vanilla-extract/css';
import { fadeOut } from '../../styles/motion.css';
import { backdrop, floatingPanel } from '../../styles/overlay.css';
import { sprinkles } from '../../styles/sprinkles.css';
import { mutedText } from '../../styles/text.css';
import { media, vars } from '../../styles/theme.css';

const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const sheetIn = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'translateY(0)' },
});

export const overlay = style([
  backdrop,
  {
    backdropFilter: 'blur(2px)',
    selectors: { '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in` } },
  },
]);

// Mobile: a bottom sheet that is easy to reach with a thumb.
// Tablet and up: a centred card.
export const content = style([
  floatingPanel,
  {
    left: 0,
    right: 0,
    bottom: 0,
    maxHeight: '88vh',
    background: vars.color.surface,
    borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
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

export const description = style([mutedText, { marginTop: vars.space.xxs }]);

export const body = style({
  padding: vars.space.lg,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});
