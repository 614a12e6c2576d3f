import { style } from '@vanilla-extract/css';
import { iconButtonFrame } from '../../../styles/controls.css';
import { screenReaderOnly } from '../../../styles/fragments';
import { sprinkles } from '../../../styles/sprinkles.css';
import { truncate } from '../../../styles/text.css';
import { breakpoints, media, vars } from '../../../styles/theme.css';

const belowDesktop = `screen and (max-width: ${breakpoints.desktop - 0.02}px)`;

// On a phone the panel takes the height its page gives it (the area page makes that the
// screen, above the on-screen keyboard), as a messenger does; on a desktop, most of the window.
export const panel = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    position: 'relative',
    height: 'min(72vh, 680px)',
    minHeight: '420px',
    background: vars.color.surface,
    borderRadius: 'inherit',
    overflow: 'hidden',
    '@media': { [belowDesktop]: { flex: 1, height: 'auto', minHeight: 0 } },
  },
]);

// Fullscreen covers what the person sees (not the Fullscreen API: that one is refused inside
// some embedded browsers and hides the toasts): the visual viewport, when the page tracks it.
export const fullscreen = style({
  position: 'fixed',
  insetInline: 0,
  top: 'var(--visual-viewport-top, 0px)',
  zIndex: 45,
  height: 'var(--visual-viewport-height, 100dvh)',
  minHeight: 0,
  borderRadius: 0,
});

// The panel's bars (its header, the guest's login notice): two ends spread apart, wrapping on a phone.
const spreadBar = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
});

export const header = style([
  spreadBar,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    // One line on a phone: a long alias gives way (an ellipsis) rather than wrapping.
    '@media': { [belowDesktop]: { flexWrap: 'nowrap', padding: `${vars.space.xxs} ${vars.space.sm}` } },
  },
]);

export const titleBlock = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { gap: '2px', minWidth: 0, flexShrink: 0 },
]);

// On a phone the Chat tab right above says it: the heading stays for screen readers only,
// and the header is one line (connection, alias, fullscreen), leaving the height to messages.
export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  '@media': { [belowDesktop]: screenReaderOnly },
});

export const connection = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  { fontSize: vars.fontSize.xs, color: vars.color.textMuted },
]);

// On a phone a green dot says 'Connected' (still read out); connecting and disconnected stay in words.
export const connectedLabel = style({ '@media': { [belowDesktop]: screenReaderOnly } });

export const dot = style({ width: '8px', height: '8px', borderRadius: '50%', flexShrink: 0 });
export const dotTone = {
  connecting: style({ background: '#d97706' }),
  connected: style({ background: vars.color.success }),
  disconnected: style({ background: vars.color.danger }),
};

export const headerActions = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' }),
  { minWidth: 0, marginInlineStart: 'auto' },
]);

// The icon keeps its size and the alias gives way (an ellipsis, the whole in the title).
export const alias = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minWidth: 0,
    maxWidth: '300px',
    padding: `2px ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceMuted,
    fontSize: vars.fontSize.xs,
  },
]);

export const aliasIcon = style({ flexShrink: 0 });
// On a phone the person icon says it and the alias gets the room; screen readers still hear 'You are'.
// 'pre': the space before the alias survives (a flex container drops spaces between its items).
export const aliasLabel = style({
  flexShrink: 0,
  whiteSpace: 'pre',
  '@media': { [belowDesktop]: { ...screenReaderOnly, whiteSpace: 'pre' } },
});
export const aliasName = truncate;

export const iconButton = style([
  iconButtonFrame,
  {
    width: '36px',
    height: '36px',
    // Beside a long alias too.
    flexShrink: 0,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, color: vars.color.text },
      '&[aria-pressed="true"], &[aria-expanded="true"], &[data-state="open"]': {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
      },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

// Positioned: the older-messages bar and the new-messages pill float over the list.
export const body = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { position: 'relative', flex: 1, minHeight: 0 },
]);

export const centred = style([
  sprinkles({ display: 'grid', padding: 'md' }),
  { flex: 1, placeItems: 'center' },
]);

export const notice = style([
  sprinkles({ display: 'flex', gap: 'sm', alignItems: 'flex-start', padding: 'sm' }),
  { margin: `0 ${vars.space.md} ${vars.space.xs}`, borderRadius: vars.radius.sm, fontSize: vars.fontSize.sm },
]);
export const noticeTone = {
  'Message Blocked': style({ background: vars.color.dangerSoft, color: vars.color.danger }),
  'Content Warning': style({ background: '#fef3c7', color: '#92400e' }),
};
export const noticeText = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { flex: 1, minWidth: 0, gap: '2px' },
]);
export const noticeTitle = style({ fontWeight: vars.fontWeight.semibold });

export const loginNotice = style([
  spreadBar,
  sprinkles({ padding: 'md' }),
  {
    borderTop: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    '@media': { [media.tablet]: { flexWrap: 'nowrap' } },
  },
]);
export const loginText = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { gap: '2px', fontSize: vars.fontSize.sm },
]);
