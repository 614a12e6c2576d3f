import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const root = style({ display: 'block' });

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.xs,
});

export const label = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  left: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.xs} 44px ${vars.space.xs} 40px`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 3px ${vars.color.focus}33`,
    },
    // Our own clear button replaces the browser's, which is neither labelled nor styled.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

export const clear = style({
  position: 'absolute',
  right: vars.space.xxs,
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});
