import { globalStyle, style } from '@vanilla-extract/css';
import { plainList } from '../../styles/layout.css';
import { sprinkles } from '../../styles/sprinkles.css';
import { groupLabel } from '../../styles/text.css';
import { vars } from '../../styles/theme.css';

export const heading = style([groupLabel, { marginBottom: vars.space.xs }]);

export const quick = style([sprinkles({ display: 'grid', gap: 'xs' }), { gridTemplateColumns: '1fr 1fr' }]);

export const quickAction = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 'xs' }),
  {
    minHeight: '44px',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  },
]);

export const about = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const points = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }), plainList]);

export const point = style([sprinkles({ display: 'flex', gap: 'sm' }), { fontSize: vars.fontSize.sm }]);

export const pointIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.primaryText });

export const pointText = style({ display: 'block', color: vars.color.textMuted });

export const legal = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap' }),
  { gap: `${vars.space.xxs} ${vars.space.md}`, marginTop: vars.space.md, fontSize: vars.fontSize.xs },
]);

globalStyle(`${legal} a`, { color: vars.color.primaryText });
