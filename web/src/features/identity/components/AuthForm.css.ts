import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { media, vars } from '../../../styles/theme.css';

export const form = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);

/** Two fields side by side from tablet width (first and last name). */
export const pair = style([
  sprinkles({ display: 'grid', gap: 'md' }),
  { '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } },
]);

// The form's answer above its fields, the same box in the tone of what happened.
const message = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const alert = style([message, { background: vars.color.dangerSoft, color: vars.color.danger }]);

export const success = style([message, { background: vars.color.successSoft, color: vars.color.success }]);

export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'center' });
