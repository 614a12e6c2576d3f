import { keyframes, style } from '@vanilla-extract/css';
import { roundButton } from '../../../styles/fragments';
import { fadeOut } from '../../../styles/motion.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { mutedText } from '../../../styles/text.css';
import { media, vars } from '../../../styles/theme.css';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 24px))' },
  to: { transform: 'translateX(0)' },
});
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 24px))' },
});

// Bottom of the screen on phones (above the thumb); bottom-LEFT elsewhere,
// because dialogs keep their action buttons bottom-right and the header keeps
// the profile menu top-right, and a toast must cover neither for five seconds.
export const viewport = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'md' }),
  {
    position: 'fixed',
    zIndex: 60,
    bottom: 0,
    right: 0,
    left: 0,
    margin: 0,
    listStyle: 'none',
    outline: 'none',
    '@media': { [media.tablet]: { right: 'auto', width: '400px', padding: vars.space.lg } },
  },
]);

export const root = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'sm', padding: 'md' }),
  {
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    borderLeft: `4px solid ${vars.color.accent}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} 200ms cubic-bezier(0.16, 1, 0.3, 1)` },
      '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 200ms ease-out' },
      '&[data-swipe="end"]': { animation: `${swipeOut} 120ms ease-out` },
    },
  },
]);

export const danger = style({ borderLeftColor: vars.color.danger });

export const text = style({ flex: 1, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const description = mutedText;

export const close = style({
  ...roundButton('28px'),
  flexShrink: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
