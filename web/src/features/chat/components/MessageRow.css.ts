import { style } from '@vanilla-extract/css';
import { avatarCircle, iconButtonFrame } from '../../../styles/controls.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { popoverSurface, menuItem as sharedMenuItem } from '../../../styles/surfaces.css';
import { vars } from '../../../styles/theme.css';

export const message = style([
  sprinkles({ display: 'flex', gap: 'sm' }),
  {
    padding: `${vars.space.xs} ${vars.space.md}`,
    selectors: { '&:hover, &:focus-within': { background: vars.color.page } },
  },
]);

export const avatar = style([
  avatarCircle,
  { width: '36px', height: '36px', color: '#ffffff', textShadow: '0 1px 1px rgba(0, 0, 0, 0.25)' },
]);

export const main = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { flex: 1, minWidth: 0, gap: '2px' },
]);

export const byline = style([
  sprinkles({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 'xs' }),
]);

export const author = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const you = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
});

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.5 });

export const files = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' }),
  { marginTop: vars.space.xxs },
]);

// A fixed height, so a row does not change size when its image arrives.
export const file = style({
  height: '120px',
  maxWidth: '200px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const helpful = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs' }),
  { alignSelf: 'flex-start', marginTop: '2px', fontSize: vars.fontSize.xs, color: vars.color.textMuted },
]);

// A smaller icon button, so it fits beside one line of text.
export const menuTrigger = style([
  iconButtonFrame,
  {
    alignSelf: 'flex-start',
    flexShrink: 0,
    width: '32px',
    height: '32px',
    selectors: {
      '&:hover, &[data-state="open"]': { background: vars.color.surfaceSunken, color: vars.color.text },
    },
  },
]);

export const menu = style([popoverSurface, { zIndex: 50, minWidth: '180px' }]);

export const menuItem = style([
  sharedMenuItem,
  { selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' } } },
]);

export const danger = style({ color: vars.color.danger });

export const editor = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  { marginTop: vars.space.xxs },
]);

export const editorActions = style([sprinkles({ display: 'flex', gap: 'xs', justifyContent: 'flex-end' })]);
