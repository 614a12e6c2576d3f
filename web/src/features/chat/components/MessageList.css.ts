import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const older = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 'xs' }),
  {
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
  },
]);

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

export const empty = style([
  sprinkles({ display: 'grid', padding: 'lg' }),
  { placeItems: 'center', flex: 1 },
]);

// No messages: the scroller stays mounted for the virtualizer but takes no room from the empty state.
export const scrollerEmpty = style({ flex: 0 });
