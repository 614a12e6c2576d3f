import { style, styleVariants } from '@vanilla-extract/css';
import { avatarCircle } from '../../../styles/controls.css';
import { fillColumn } from '../../../styles/layout.css';
import { tagPill } from '../../../styles/pills.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { cardSurface } from '../../../styles/surfaces.css';
import { vars } from '../../../styles/theme.css';

export const card = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 },
]);

export const header = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  { minWidth: 0 },
]);

export const avatar = style([
  avatarCircle,
  { width: '36px', height: '36px', background: vars.color.primarySoft, color: vars.color.primaryText },
]);

export const byline = fillColumn;

// A long alias wraps (up to two lines, then an ellipsis, the whole alias in its title)
// rather than being cut to a few letters on a phone (issue 21 point 7).
export const author = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const badge = style([tagPill, { flexShrink: 0, fontWeight: vars.fontWeight.semibold }]);

export const typeBadge = styleVariants({
  ask: { background: '#dbeafe', color: '#1e40af' },
  experience: { background: '#f3e8ff', color: '#6b21a8' },
  alert: { background: vars.color.dangerSoft, color: vars.color.danger },
  tip: { background: vars.color.successSoft, color: vars.color.success },
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: 1.3 });

export const content = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.55 });

export const footer = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'xs', paddingTop: 'xs' }),
  { borderTop: `1px solid ${vars.color.border}` },
]);

export const topic = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs' }),
  tagPill,
  { marginRight: 'auto', background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.semibold },
]);

export const topicDot = style({ width: '8px', height: '8px', borderRadius: '50%' });

export const actions = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xxs' }),
  { marginLeft: 'auto' },
]);

export const action = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs', justifyContent: 'center' }),
  {
    minHeight: '36px',
    minWidth: '36px',
    padding: `0 ${vars.space.xs}`,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.semibold,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text },
      '&:disabled': { cursor: 'default' },
      '&[aria-pressed="true"], &[aria-expanded="true"]': { color: vars.color.primaryText },
    },
  },
]);

export const count = style({
  minWidth: '20px',
  padding: `0 6px`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
