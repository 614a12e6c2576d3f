import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const step = style({ border: 'none', padding: 0, margin: 0, minWidth: 0 });

export const legendBox = style({ padding: 0, marginBottom: vars.space.sm });

export const legend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const number = style({
  display: 'grid',
  placeItems: 'center',
  width: '26px',
  height: '26px',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
});

export const optional = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const radioInput = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px' });

export const typeGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const typeOption = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const typeLabel = style({ fontWeight: vars.fontWeight.semibold });
export const typeDescription = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const topics = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const topicOption = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      color: vars.color.primaryText,
    },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const dot = style({ width: '8px', height: '8px', borderRadius: '50%' });

export const privacy = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: '#134e4a',
  fontSize: vars.fontSize.sm,
});

export const footer = style({
  position: 'sticky',
  bottom: `calc(-1 * ${vars.space.lg})`,
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  margin: `0 calc(-1 * ${vars.space.lg}) calc(-1 * ${vars.space.lg})`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
