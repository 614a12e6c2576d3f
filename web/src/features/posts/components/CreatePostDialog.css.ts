import { style } from '@vanilla-extract/css';
import { circle } from '../../../styles/fragments';
import { sprinkles } from '../../../styles/sprinkles.css';
import { media, vars } from '../../../styles/theme.css';

export const form = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })]);

export const step = style({ border: 'none', padding: 0, margin: 0, minWidth: 0 });

export const legendBox = style({ padding: 0, marginBottom: vars.space.sm });

export const legend = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold },
]);

export const number = style({
  ...circle('26px'),
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

export const typeGrid = style([
  sprinkles({ display: 'grid', gap: 'xs' }),
  { gridTemplateColumns: '1fr 1fr', '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)' } } },
]);

export const typeOption = style([
  sprinkles({ display: 'flex', flexDirection: 'column', padding: 'sm' }),
  {
    position: 'relative',
    gap: '2px',
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
  },
]);

export const typeLabel = style({ fontWeight: vars.fontWeight.semibold });
export const typeDescription = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const topics = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' })]);

export const topicOption = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs' }),
  {
    position: 'relative',
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
  },
]);

export const dot = style({ width: '8px', height: '8px', borderRadius: '50%' });

export const privacy = style([
  sprinkles({ display: 'flex', gap: 'xs', alignItems: 'flex-start', padding: 'sm' }),
  {
    borderRadius: vars.radius.sm,
    background: vars.color.accentSoft,
    color: '#134e4a',
    fontSize: vars.fontSize.sm,
  },
]);

export const footer = style([
  sprinkles({ display: 'flex', justifyContent: 'flex-end', gap: 'xs' }),
  {
    position: 'sticky',
    bottom: `calc(-1 * ${vars.space.lg})`,
    margin: `0 calc(-1 * ${vars.space.lg}) calc(-1 * ${vars.space.lg})`,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    background: vars.color.surface,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);
