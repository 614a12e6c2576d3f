import { style } from '@vanilla-extract/css';
import { plainList } from '../../../styles/layout.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { groupLabel, mutedText } from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

/** Shared by the city and area lists of the chooser dialog. */
export const list = style([plainList, sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })]);

export const sectionLabel = style([groupLabel, { marginBottom: vars.space.sm }]);

export const placeHeader = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'sm' }),
  { marginBottom: vars.space.md },
]);

// Pull the ghost button's padding into the gutter so its text lines up with the heading.
export const backButton = style({ marginLeft: `calc(${vars.space.md} * -1)` });

export const placeName = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const placeMeta = mutedText;

export const loading = style({ padding: `${vars.space.xl} 0` });

export const search = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', paddingBottom: 'md' }),
  { marginBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` },
]);

export const noResults = style({
  padding: `${vars.space.md} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const toolbar = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: 'xs',
  }),
  { marginBottom: vars.space.md },
]);
