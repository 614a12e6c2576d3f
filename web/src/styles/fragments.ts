import { vars } from './theme.css';

/*
 * Style fragments: plain objects spread into a component's own style({ ...fragment, ... }).
 * Unlike the recipes composed with style([...]), a fragment becomes part of the
 * component's one class, so the component may override any of its properties (or set
 * them again in a media query) without depending on the order of CSS chunks. The
 * ones that take a value are the same look at another size or on another background.
 */

/** Read by screen readers, not drawn (text.css's visuallyHidden; also inside a media query). */
export const screenReaderOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A round box of one size with its content centred: an initial, a step number, an icon. */
export const circle = (size: string) => ({
  display: 'grid',
  placeItems: 'center',
  width: size,
  height: size,
  borderRadius: '50%',
});

/** A borderless round button around one icon (close buttons, the floating "new post" button). */
export const roundButton = (size: string) => ({
  ...circle(size),
  border: 'none',
  cursor: 'pointer',
});

/** An image or a video filling its box, cropped to cover it (a fragment: a single shown item sets its own size after it). */
export const coverFill = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;

/** The rounded, bordered box of a card or a row on the given background; each gives its padding. */
export const outlinedBox = (background: string = vars.color.surface) => ({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background,
});

/** The box of a text input: tall enough for a finger, the strong border, on white. */
export const inputBox = (radius: string = vars.radius.sm) => ({
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius,
  background: vars.color.surface,
});
