import { style } from '@vanilla-extract/css';
import { circle } from '../../styles/fragments';
import { topBarRow } from '../../styles/layout.css';
import { sprinkles } from '../../styles/sprinkles.css';
import { truncate } from '../../styles/text.css';
import { media, vars } from '../../styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: 'rgba(255, 250, 243, 0.92)',
  backdropFilter: 'saturate(180%) blur(8px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style([
  topBarRow,
  {
    flexWrap: 'wrap',
    gap: `${vars.space.xs} ${vars.space.md}`,
    '@media': { [media.tablet]: { flexWrap: 'nowrap' } },
  },
]);

// Phones: the location gets a row of its own under the logo and actions, so it
// is never truncated to a letter. Wider screens: centred between them.
export const locationSlot = style({
  order: 3,
  flexBasis: '100%',
  minWidth: 0,
  '@media': { [media.tablet]: { order: 0, flexBasis: 'auto' } },
});

export const location = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  {
    maxWidth: '100%',
    minWidth: 0,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
  },
]);

export const locationIcon = style({ flexShrink: 0, color: vars.color.primaryText });

export const locationText = truncate;

export const locationButton = style({
  border: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { borderRadius: vars.radius.pill },
  },
});

// Tablet and up; phones find the search in the menu.
export const search = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex', flex: '1 1 200px', maxWidth: '320px', marginLeft: 'auto' } },
});

export const actions = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' }),
  { marginLeft: 'auto' },
]);

export const menuButton = style({
  ...circle('40px'),
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  '@media': { [media.desktop]: { display: 'none' } },
});
