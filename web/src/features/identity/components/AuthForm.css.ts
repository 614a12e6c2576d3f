import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { media, vars } from '../../../styles/theme.css';

export const form = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);

/** Two fields side by side from tablet width (first and last name). */
export const pair = style([
  sprinkles({ display: 'grid', gap: 'md' }),
  { '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } },
]);

export const alert = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const success = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'center' });
