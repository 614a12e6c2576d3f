import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const group = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'xs' }),
]);

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

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
