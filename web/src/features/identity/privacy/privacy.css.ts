import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const alert = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const body = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);

export const consequences = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const keepCopy = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'xs' }),
  { fontSize: vars.fontSize.sm },
]);

export const paragraph = style({ margin: 0 });

export const actions = style([
  sprinkles({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 'xs', paddingTop: 'xs' }),
]);

// No danger look among the shared buttons; this one action ends an account.
export const eraseButton = style({
  background: vars.color.danger,
  borderColor: vars.color.danger,
  color: vars.color.textInverse,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.danger, filter: 'brightness(0.9)' } },
});
