import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

// A fieldset only for its name ('Search in'): no frame; the legend sits on the choices' line.
export const group = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const label = style({
  float: 'left',
  marginRight: vars.space.xs,
  lineHeight: '36px',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const choices = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'xs' }),
]);

export const choice = style({
  minHeight: '36px',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primaryText,
      background: vars.color.primarySoft,
      color: vars.color.primaryText,
    },
    '&:hover': { borderColor: vars.color.primaryText },
  },
});
