import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { plainList } from '../../../styles/layout.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { media, vars } from '../../../styles/theme.css';

export const page = style([
  sprinkles({ padding: 'md', display: 'flex', flexDirection: 'column', gap: 'md' }),
  { width: '100%', maxWidth: vars.contentWidth, margin: '0 auto' },
]);

export const pageTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const workspace = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  { '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(300px, 2fr) 3fr', alignItems: 'start' } } },
]);

const pane = style([
  sprinkles({ padding: 'md', display: 'flex', flexDirection: 'column', gap: 'md' }),
  {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    minWidth: 0,
  },
]);
export const queuePane = pane;
// Scrolled to when a report opens on a phone: its top lands below the sticky
// app header (two rows there: logo and actions, then the location).
export const detailPane = style([
  pane,
  { scrollMarginTop: '128px', '@media': { [media.desktop]: { scrollMarginTop: 0 } } },
]);

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});
export const section = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })]);

export const filters = style([
  sprinkles({ display: 'grid', gap: 'sm' }),
  { border: 'none', margin: 0, padding: 0, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' },
]);

export const legend = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap' }),
  {
    gap: `${vars.space.xxs} ${vars.space.sm}`,
    margin: 0,
    fontSize: vars.fontSize.xs,
    color: vars.color.textMuted,
  },
]);
export const legendItem = style([sprinkles({ display: 'flex', gap: 'xxs', alignItems: 'center' })]);
globalStyle(`${legendItem} dd`, { margin: 0 });

export const kbd = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  padding: '0 6px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderBottomWidth: 2,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const queue = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }), plainList]);

export const queueItem = style([
  sprinkles({ textAlign: 'left', display: 'flex', flexDirection: 'column', gap: 'xxs', padding: 'sm' }),
  {
    width: '100%',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[data-selected="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
      '&[aria-pressed="true"]': { boxShadow: `inset 4px 0 0 ${vars.color.primary}` },
      '&:hover': { background: vars.color.surfaceMuted },
    },
  },
]);

export const queueMeta = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' }),
  { fontSize: vars.fontSize.xs, color: vars.color.textMuted },
]);

const badge = style({
  borderRadius: vars.radius.pill,
  padding: '0 8px',
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'capitalize',
});
export const severity = styleVariants({
  low: [badge, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
  medium: [badge, { background: vars.color.accentSoft, color: vars.color.accent }],
  high: [badge, { background: vars.color.primarySoft, color: vars.color.primaryText }],
  critical: [badge, { background: vars.color.dangerSoft, color: vars.color.danger }],
});

export const queueTitle = style({ fontWeight: vars.fontWeight.semibold });
export const queueExcerpt = style({
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});
export const queueReason = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const detail = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);
export const detailHeader = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' })]);
export const detailTitle = style({ fontSize: vars.fontSize.xl, margin: 0, overflowWrap: 'anywhere' });
export const actions = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' })]);

export const entryMeta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const entryDetail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const versions = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  plainList,
]);
export const version = style([
  sprinkles({ paddingLeft: 'sm', display: 'flex', flexDirection: 'column', gap: 'xxs' }),
  { borderLeft: `3px solid ${vars.color.primary}` },
]);
export const versionTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const versionText = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.6 });

export const history = style([
  sprinkles({ paddingLeft: 'lg', display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { margin: 0 },
]);
export const historyEntry = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { gap: 2 }]);

export const identity = style({ overflowWrap: 'anywhere' });
export const userId = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
});

export const dialogForm = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);
export const dialogActions = style([
  sprinkles({
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: 'xs',
  }),
]);
export const hint = style({ marginRight: 'auto', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const dialogError = style({ margin: 0, color: vars.color.danger });
