import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** Shared by the city and area lists of the chooser dialog. */
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const sectionLabel = style({
  marginBottom: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const placeHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

// Pull the ghost button's padding into the gutter so its text lines up with the heading.
export const backButton = style({ marginLeft: `calc(${vars.space.md} * -1)` });

export const placeName = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const placeMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const loading = style({ padding: `${vars.space.xl} 0` });

export const search = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  marginBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const noResults = style({
  padding: `${vars.space.md} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});
