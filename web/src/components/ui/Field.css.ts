import { style } from '@vanilla-extract/css';
import { inputBox } from '../../styles/fragments';
import { sprinkles } from '../../styles/sprinkles.css';
import { vars } from '../../styles/theme.css';

export const field = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' })]);

export const labelRow = style([
  sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 'sm' }),
]);

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const counter = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const control = style([
  sprinkles({ display: 'flex', alignItems: 'center' }),
  { position: 'relative' },
]);

// Its own focus ring, not the shared inputFocusRing: `valid` below overrides the ring's
// colour, which is only certain within one file (CSS chunks have no fixed order).
export const input = style({
  ...inputBox(),
  width: '100%',
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 3px ${vars.color.focus}33`,
    },
    '&::placeholder': { color: vars.color.textMuted, opacity: 0.8 },
  },
});

export const textarea = style({ minHeight: '96px', resize: 'vertical', lineHeight: 1.5 });

/** Room on the right for the valid tick and a trailing button. */
export const withTrailing = style({ paddingRight: '76px' });

export const valid = style({
  borderColor: vars.color.success,
  selectors: { '&:focus-visible': { borderColor: vars.color.success } },
});

export const invalid = style({ borderColor: vars.color.danger });

export const trailing = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xxs' }),
  { position: 'absolute', right: vars.space.xxs },
]);

export const tick = style({ color: vars.color.success, marginRight: vars.space.xxs });

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
