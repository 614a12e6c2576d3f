import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const counter = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
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

export const trailing = style({
  position: 'absolute',
  right: vars.space.xxs,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const tick = style({ color: vars.color.success, marginRight: vars.space.xxs });

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
