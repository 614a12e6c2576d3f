import { style } from '@vanilla-extract/css';
import { sprinkles } from './sprinkles.css';
import { media, vars } from './theme.css';

/**
 * The page column: every band (header, hero, sections, footer) puts its content
 * in one of these, so left edges line up from the logo to the footer.
 */
export const container = style({
  width: '100%',
  maxWidth: `calc(${vars.contentWidth} + 2 * ${vars.space.lg})`,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});

/** The narrower column for long-form reading (legal pages). */
export const readingContainer = style([
  container,
  { maxWidth: `calc(${vars.readingWidth} + 2 * ${vars.space.lg})` },
]);

/*
 * The recipes below are composed into a component's own style with style([...]).
 * A component adds properties to a recipe but never sets one the recipe sets: the
 * two rules can land in different CSS chunks, whose order is not fixed.
 */

/** The row of every top bar (app, landing, legal): logo left, actions right, in the page column; each bar sets its gap. */
export const topBarRow = style([
  container,
  {
    minHeight: '64px',
    paddingBlock: vars.space.xs,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
]);

/** A list without bullets or the browser's indent (the global reset already zeroes its margin). */
export const plainList = style({ listStyle: 'none', padding: 0 });

/** The text column of a row that takes the room left by its icon and actions, and lets its lines truncate. */
export const fillColumn = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { minWidth: 0, flex: 1 },
]);
