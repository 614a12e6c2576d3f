import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const page = style({
  width: '100%',
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const pageTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const workspace = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(300px, 2fr) 3fr', alignItems: 'start' } },
});

const pane = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
export const queuePane = pane;
export const detailPane = pane;

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const filters = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.sm,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const legendItem = style({ display: 'flex', gap: vars.space.xxs, alignItems: 'center' });
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

export const queue = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const queueItem = style({
  width: '100%',
  textAlign: 'left',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
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
});

export const queueMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

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

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const detailHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const detailTitle = style({ fontSize: vars.fontSize.xl, margin: 0, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const entryMeta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const entryDetail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const versions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const version = style({
  borderLeft: `3px solid ${vars.color.primary}`,
  paddingLeft: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const versionTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const versionText = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.6 });

export const history = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const historyEntry = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const identity = style({ overflowWrap: 'anywhere' });
export const userId = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
});

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
export const hint = style({ marginRight: 'auto', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const dialogError = style({ margin: 0, color: vars.color.danger });
