import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const origin = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xxs' }),
  { fontSize: vars.fontSize.sm, color: vars.color.textMuted, minWidth: 0, overflowWrap: 'anywhere' },
]);

export const icon = style({ flexShrink: 0 });

export const areaLink = style({
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});
