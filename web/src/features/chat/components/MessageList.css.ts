import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

// Over the top of the list (absolute: showing it moves no message).
export const older = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 'xs' }),
  {
    position: 'absolute',
    top: 0,
    insetInline: 0,
    zIndex: 2,
    padding: `${vars.space.xs} ${vars.space.md}`,
    background: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.sm,
    fontSize: vars.fontSize.sm,
  },
]);

// Idle, the bar is out of sight but still in the tab order: the keyboard's focus brings it back.
export const olderIdle = style({
  selectors: {
    '&:not(:focus-within)': {
      width: 1,
      height: 1,
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

export const olderError = style({ color: vars.color.danger });

export const scroller = style({
  flex: 1,
  // A column, so a canvas shorter than the viewport can sit at its bottom (below).
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // The browser's own scroll anchoring would fight the virtualizer's.
  overflowAnchor: 'none',
  contain: 'strict',
});

// A few messages sit at the bottom, next to the composer, as in every chat: the auto
// margin takes the space left above them, and none once the list outgrows the viewport.
export const canvas = style({ position: 'relative', width: '100%', flexShrink: 0, marginTop: 'auto' });

export const row = style({ position: 'absolute', top: 0, left: 0, width: '100%' });

// A pixel at the top of the messages: when it nears the view, the older page loads.
export const sentinel = style({ position: 'absolute', top: 0, left: 0, width: '100%', height: 1 });

export const empty = style([
  sprinkles({ display: 'grid', padding: 'lg' }),
  { placeItems: 'center', flex: 1 },
]);

// No messages: the scroller stays mounted for the virtualizer but takes no room from the empty state.
export const scrollerEmpty = style({ flex: 0 });

// Scrolled up when messages arrive: a pill above the composer takes the reader down to them.
export const newPill = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  {
    position: 'absolute',
    bottom: vars.space.sm,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 2,
    minHeight: '36px',
    padding: `${vars.space.xs} ${vars.space.md}`,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: vars.color.primary,
    color: vars.color.textInverse,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    boxShadow: vars.shadow.lg,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: { '&:hover': { background: vars.color.primaryHover } },
  },
]);
