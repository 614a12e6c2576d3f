import { style } from '@vanilla-extract/css';
import { avatarCircle } from '../../../styles/controls.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { menuItem, popoverSurface } from '../../../styles/surfaces.css';
import { truncate } from '../../../styles/text.css';
import { media, vars } from '../../../styles/theme.css';

export const trigger = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  {
    maxWidth: '220px',
    minHeight: '40px',
    padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.xxs}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&[data-state="open"]': { background: vars.color.surfaceMuted },
      '&:focus-visible': { borderRadius: vars.radius.pill },
    },
  },
]);

export const avatar = style([
  avatarCircle,
  {
    width: '30px',
    height: '30px',
    background: vars.color.primary,
    color: vars.color.textInverse,
    fontSize: vars.fontSize.sm,
    textTransform: 'uppercase',
    selectors: { '&::before': { content: 'attr(data-initial)' } },
  },
]);

// Phones keep just the avatar (the name is still the button's accessible name).
export const name = style([
  truncate,
  {
    display: 'none',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    '@media': { [media.tablet]: { display: 'inline' } },
  },
]);

export const content = style([popoverSurface, { zIndex: 30, minWidth: '220px' }]);

export const label = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { padding: `${vars.space.xs} ${vars.space.sm}` },
]);

export const labelName = style({ fontWeight: vars.fontWeight.semibold });

export const labelEmail = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const item = menuItem;

export const separator = style({
  height: '1px',
  margin: `${vars.space.xxs} 0`,
  background: vars.color.border,
});
