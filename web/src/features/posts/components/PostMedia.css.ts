import { style, styleVariants } from '@vanilla-extract/css';
import { coverFill } from '../../../styles/fragments';
import { plainList } from '../../../styles/layout.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { media, vars } from '../../../styles/theme.css';

export const grid = style([
  sprinkles({ display: 'grid', gap: 'xxs' }),
  plainList,
  { borderRadius: vars.radius.sm, overflow: 'hidden' },
]);

// Columns by how many items there are: one wide item, two side by side,
// three in a row, four as a square, five or more in rows of three (two on phones).
export const columns = styleVariants({
  1: { gridTemplateColumns: '1fr' },
  2: { gridTemplateColumns: 'repeat(2, 1fr)' },
  3: { gridTemplateColumns: 'repeat(3, 1fr)' },
  4: { gridTemplateColumns: 'repeat(2, 1fr)' },
  5: {
    gridTemplateColumns: 'repeat(2, 1fr)',
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
  },
});

export const tile = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

// One item is shown whole at up to its natural size, not cropped or blown up.
export const single = style({
  aspectRatio: 'auto',
  background: 'transparent',
  justifySelf: 'start',
  maxWidth: '100%',
});

export const media_ = style(coverFill);

export const singleMedia = style({
  width: 'auto',
  maxWidth: '100%',
  height: 'auto',
  maxHeight: '420px',
  borderRadius: vars.radius.sm,
});

export const fallback = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 'xxs',
    padding: 'sm',
    textAlign: 'center',
  }),
  {
    width: '100%',
    height: '100%',
    minHeight: '120px',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
  },
]);

export const link = style({ display: 'block', width: '100%', height: '100%' });
