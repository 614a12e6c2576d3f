import { style } from '@vanilla-extract/css';
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
