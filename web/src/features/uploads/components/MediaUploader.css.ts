import { style } from '@vanilla-extract/css';
import { coverFill, roundButton } from '../../../styles/fragments';
import { vars } from '../../../styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const hiddenInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const pick = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    [`${hiddenInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${hiddenInput}:disabled + &`]: { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const notice = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const noticeTitle = style({ fontWeight: vars.fontWeight.semibold });

export const previews = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const preview = style({
  position: 'relative',
  aspectRatio: '1',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const thumb = style(coverFill);

export const remove = style({
  position: 'absolute',
  top: '4px',
  right: '4px',
  ...roundButton('28px'),
  background: 'rgba(32, 26, 22, 0.75)',
  color: '#fff',
});
