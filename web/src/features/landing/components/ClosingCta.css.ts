import { style } from '@vanilla-extract/css';
import { container } from '../../../styles/layout.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { media, vars } from '../../../styles/theme.css';

export const section = style({
  paddingBottom: vars.space.xxl,
  '@media': { [media.tablet]: { paddingBottom: vars.space.xxxl } },
});

export const inner = container;

export const card = style({
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.xl,
  background: `linear-gradient(135deg, ${vars.color.primary} 0%, #9a3412 100%)`,
  color: vars.color.textInverse,
  textAlign: 'center',
  boxShadow: vars.shadow.md,
});

export const heading = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  '@media': { [media.tablet]: { fontSize: '2.25rem' } },
});

export const text = style({
  marginTop: vars.space.sm,
  marginInline: 'auto',
  maxWidth: '48ch',
  opacity: 0.95,
});

export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 'md' }),
  { marginTop: vars.space.xl },
]);
