import { style, styleVariants } from '@vanilla-extract/css';
import { circle } from '../../styles/fragments';
import { sprinkles } from '../../styles/sprinkles.css';
import { vars } from '../../styles/theme.css';

export const root = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: 'xs',
  }),
  { padding: `${vars.space.xl} ${vars.space.lg}` },
]);

export const badge = style({ ...circle('48px'), marginBottom: vars.space.xs });

export const tone = styleVariants({
  neutral: { background: vars.color.surfaceMuted, color: vars.color.primaryText },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  maxWidth: '36ch',
});

export const action = style({ marginTop: vars.space.sm });
