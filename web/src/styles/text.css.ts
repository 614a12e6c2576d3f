import { style } from '@vanilla-extract/css';
import { screenReaderOnly } from './fragments';
import { vars } from './theme.css';

/** One line of text that ends in an ellipsis instead of wrapping (names, places, emails). */
export const truncate = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The small capitals over a group of links or places ("Quick actions", "Cities"). */
export const groupLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

/** Secondary text: a description under a title, a place's meta line, an empty list's note. */
export const mutedText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A name on one line in semibold, ending in an ellipsis (a post's author, a place in a list). */
export const nameLine = style([truncate, { fontWeight: vars.fontWeight.semibold }]);

/** Read by screen readers, not drawn (for elements that must keep their own tag: a legend, a live log). */
export const visuallyHidden = style(screenReaderOnly);
