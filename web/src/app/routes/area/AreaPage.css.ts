import { globalStyle, style } from '@vanilla-extract/css';
import { roundButton } from '../../../styles/fragments';
import { container } from '../../../styles/layout.css';
import { mutedText } from '../../../styles/text.css';
import { media, vars } from '../../../styles/theme.css';
import { belowDesktop, keyboardOpen } from '../AreaRoute.css';

export const layout = style([
  container,
  {
    display: 'grid',
    gap: vars.space.lg,
    alignItems: 'start',
    paddingBlock: `${vars.space.md} ${vars.space.xxl}`,
    '@media': {
      [media.desktop]: { gridTemplateColumns: '300px minmax(0, 1fr)', paddingBlock: vars.space.xl },
    },
  },
]);

// Desktop only; phones reach the same through the slide-in menu.
export const sidebar = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block', position: 'sticky', top: '88px' } },
});

export const content = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const mobileBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const mobileTitle = style({ minWidth: 0 });

export const mobileName = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  lineHeight: 1.15,
});

export const mobilePlace = mutedText;

export const fab = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.lg,
  zIndex: 25,
  ...roundButton('56px'),
  background: vars.color.primary,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { borderRadius: '50%' },
  },
  '@media': { [media.desktop]: { display: 'none' } },
});

// Chatting on a phone (AreaRoute.css: chatting), the page is a column the height of the visual
// viewport: the area's bar and the tabs take what they need, the chat panel takes the rest.
export const chatLayout = style({
  '@media': {
    [belowDesktop]: {
      display: 'flex',
      flexDirection: 'column',
      // Stretched to the screen's width (the grid's 'start' would size it to its content).
      alignItems: 'stretch',
      flex: 1,
      minHeight: 0,
      gap: vars.space.xs,
      paddingBlock: vars.space.xs,
    },
  },
});

export const chatContent = style({
  '@media': { [belowDesktop]: { flex: 1, minHeight: 0, gap: vars.space.xs } },
});

// The community tabs (their root, then the open panel) pass the height on to the chat panel.
globalStyle(`${chatContent} > :has(> [role="tablist"])`, {
  '@media': { [belowDesktop]: { flex: 1, minHeight: 0 } },
});
globalStyle(`${chatContent} [role="tabpanel"][data-state="active"]`, {
  '@media': {
    [belowDesktop]: {
      flex: 1,
      minHeight: 0,
      display: 'flex',
      flexDirection: 'column',
      marginTop: vars.space.xs,
    },
  },
});

// The area's bar collapses to one line while chatting: the name (still the page's heading) and
// the Community button; the city is in the tab's title.
export const mobileNameCompact = style({
  '@media': {
    [belowDesktop]: {
      fontSize: vars.fontSize.lg,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
  },
});

export const mobilePlaceCollapsed = style({ '@media': { [belowDesktop]: { display: 'none' } } });

// With the on-screen keyboard up, the area's bar and the tabs step aside too (back with it down).
globalStyle(`${keyboardOpen} ${mobileBar}, ${keyboardOpen} ${chatContent} [role="tablist"]`, {
  '@media': { [belowDesktop]: { display: 'none' } },
});
