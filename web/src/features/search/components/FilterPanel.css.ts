import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // Phones and tablets: the two selects side by side above the rest.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const title = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** The text box and the button take the whole row. */
export const wide = style({ gridColumn: '1 / -1' });

export const select = style({ appearance: 'auto', cursor: 'pointer' });
