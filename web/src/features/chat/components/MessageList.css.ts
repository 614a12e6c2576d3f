import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const older = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const olderError = style({ color: vars.color.danger });

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // The browser's own scroll anchoring would fight the virtualizer's.
  overflowAnchor: 'none',
  contain: 'strict',
});

export const canvas = style({ position: 'relative', width: '100%' });

export const row = style({ position: 'absolute', top: 0, left: 0, width: '100%' });

export const empty = style({ display: 'grid', placeItems: 'center', height: '100%', padding: vars.space.lg });
