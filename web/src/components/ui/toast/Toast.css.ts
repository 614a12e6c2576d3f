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
// On a phone the toast drops in from the top edge it is pinned to.
const dropIn = keyframes({
  from: { transform: 'translateY(calc(-100% - 8px))' },
  to: { transform: 'translateY(0)' },
});
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 24px))' },
});

// Phones: the top of the screen, as the platforms' own banners and most
// messengers place transient notices. A phone keeps its actions at the bottom,
// in the thumb's reach and above the on-screen keyboard: a bottom sheet's
// Publish and Cancel, the chat composer, the reply box. A toast down there sits
// on them for five seconds (issue 21), while the top holds only the header,
// which is behind the backdrop whenever a dialog is open. There the toast is
// tighter, so a title and three lines end above a bottom sheet's close button.
// Tablets and up: bottom-LEFT, because dialogs are centred cards with their
// buttons bottom-right and the header keeps the profile menu top-right.
export const viewport = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  {
    position: 'fixed',
    zIndex: 60,
    top: 0,
    right: 0,
    left: 0,
    margin: 0,
    padding: `max(env(safe-area-inset-top), ${vars.space.xxs}) ${vars.space.xs} ${vars.space.xs}`,
    listStyle: 'none',
    outline: 'none',
    // The list stays in place with no toast in it: taps go through its padding to the header.
    pointerEvents: 'none',
    '@media': {
      [media.tablet]: {
        top: 'auto',
        bottom: 0,
        right: 'auto',
        width: '400px',
        padding: vars.space.lg,
      },
    },
  },
]);

export const root = style([
  sprinkles({
    display: 'flex',
    alignItems: 'flex-start',
    gap: 'sm',
    padding: { mobile: 'xs', tablet: 'md' },
  }),
  {
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    borderLeft: `4px solid ${vars.color.accent}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.lg,
    pointerEvents: 'auto',
    selectors: {
      '&[data-state="open"]': { animation: `${dropIn} 200ms cubic-bezier(0.16, 1, 0.3, 1)` },
      '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 200ms ease-out' },
      '&[data-swipe="end"]': { animation: `${swipeOut} 120ms ease-out` },
    },
    '@media': {
      [media.tablet]: {
        selectors: {
          '&[data-state="open"]': { animation: `${slideIn} 200ms cubic-bezier(0.16, 1, 0.3, 1)` },
        },
      },
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
