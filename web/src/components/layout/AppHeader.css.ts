import { style } from '@vanilla-extract/css';
import { container } from '../../styles/layout.css';
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
  container,
  {
    minHeight: '64px',
    paddingBlock: vars.space.xs,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
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

export const location = style({
  display: 'inline-flex',
  maxWidth: '100%',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const locationIcon = style({ flexShrink: 0, color: vars.color.primaryText });

export const locationText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

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

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
});

export const menuButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '50%',
  background: vars.color.surface,
  cursor: 'pointer',
  '@media': { [media.desktop]: { display: 'none' } },
});
