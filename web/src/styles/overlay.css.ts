import { style } from '@vanilla-extract/css';
import { fadeIn } from './motion.css';
import { sprinkles } from './sprinkles.css';
import { vars } from './theme.css';

/*
 * What a dialog and a side sheet share (recipes composed with style([...]); as in
 * layout.css.ts, a component adds properties but never sets one these set).
 */

/** The dimmed page behind an open dialog or sheet, fading in as it opens. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: vars.color.overlay,
  selectors: { '&[data-state="open"]': { animation: `${fadeIn} 160ms ease-out` } },
});

/** The panel above the backdrop: a fixed column with the large shadow; focus moves into it without an outline. */
export const floatingPanel = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { position: 'fixed', zIndex: 50, boxShadow: vars.shadow.lg, outline: 'none' },
]);
