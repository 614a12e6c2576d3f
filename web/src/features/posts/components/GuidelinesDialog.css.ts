import { globalStyle, style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { media, vars } from '../../../styles/theme.css';

export const body = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);

export const heading = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' }),
  { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs },
]);

export const rules = style([
  sprinkles({ paddingLeft: 'lg', display: 'flex', flexDirection: 'column', gap: 'xxs' }),
  { fontSize: vars.fontSize.sm },
]);

export const columns = style([
  sprinkles({ display: 'grid', gap: 'md' }),
  { '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } },
]);

export const box = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});
export const notAllowed = style({ background: vars.color.dangerSoft });
export const encouraged = style({ background: vars.color.successSoft });

export const items = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  { listStyle: 'none', padding: 0 },
]);
globalStyle(`${items} strong`, { display: 'block' });

export const note = style([
  sprinkles({ display: 'flex', gap: 'xs', padding: 'sm' }),
  { borderRadius: vars.radius.sm, background: vars.color.surfaceMuted, fontSize: vars.fontSize.sm },
]);
