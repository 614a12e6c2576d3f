import { globalStyle, style } from '@vanilla-extract/css';
import { header, locationSlot } from '../../components/layout/AppHeader.css';
import { sprinkles } from '../../styles/sprinkles.css';
import { breakpoints } from '../../styles/theme.css';

export const page = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { minHeight: '100vh' }]);

/** Below the desktop layout: phones and small tablets, where the chat takes the whole screen. */
export const belowDesktop = `screen and (max-width: ${breakpoints.desktop - 0.02}px)`;

// Chatting on a phone, the page is the visual viewport, like a messenger: the header on top, the
// composer at the bottom, right above the on-screen keyboard (useVisualViewportBox sets the
// properties; before it runs, 100dvh), and only the message list scrolls.
export const chatting = style({
  '@media': {
    [belowDesktop]: {
      position: 'fixed',
      insetInline: 0,
      top: 'var(--visual-viewport-top, 0px)',
      height: 'var(--visual-viewport-height, 100dvh)',
      minHeight: 0,
      overflow: 'hidden',
    },
  },
});

// The header collapses to its top row: the area's name, right below it, says where this is
// (and the Threads tab brings the location back).
globalStyle(`${chatting} ${locationSlot}`, { '@media': { [belowDesktop]: { display: 'none' } } });

// With the on-screen keyboard up (useVisualViewportBox), the conversation gets what is left:
// the header goes until the keyboard does.
export const keyboardOpen = `${chatting}[data-keyboard-open]`;
globalStyle(`${keyboardOpen} ${header}`, { '@media': { [belowDesktop]: { display: 'none' } } });

export const main = style({
  flex: 1,
  '@media': {
    [belowDesktop]: {
      selectors: { [`${chatting} &`]: { display: 'flex', flexDirection: 'column', minHeight: 0 } },
    },
  },
});

export const centred = style([
  sprinkles({ display: 'grid', padding: 'xl' }),
  { flex: 1, placeItems: 'center' },
]);
