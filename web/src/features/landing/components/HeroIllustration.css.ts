import { style, styleVariants } from '@vanilla-extract/css';
import { circle, outlinedBox } from '../../../styles/fragments';
import { sprinkles } from '../../../styles/sprinkles.css';
import { media, vars } from '../../../styles/theme.css';

export const frame = style([
  sprinkles({ display: 'none', padding: 'lg' }),
  {
    '@media': { [media.tablet]: { display: 'block' } },
    position: 'relative',
    maxWidth: '440px',
    width: '100%',
    justifySelf: 'center',
    borderRadius: vars.radius.xl,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    transform: 'rotate(1.5deg)',
  },
]);

export const place = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs', paddingBottom: 'md' }),
  {
    marginBottom: vars.space.md,
    borderBottom: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const placeIcon = style({ color: vars.color.primary });

export const placeCity = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const post = style({
  padding: vars.space.md,
  ...outlinedBox(vars.color.page),
  selectors: { '& + &': { marginTop: vars.space.sm } },
});

export const postHead = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' }),
  { fontSize: vars.fontSize.xs, color: vars.color.textMuted },
]);

export const avatar = style({
  ...circle('26px'),
  color: '#fff',
  fontWeight: vars.fontWeight.bold,
  fontSize: '0.75rem',
});

export const avatarTone = styleVariants({
  saffron: { background: 'linear-gradient(135deg, #f97316, #c2410c)' },
  teal: { background: 'linear-gradient(135deg, #14b8a6, #0f766e)' },
  plum: { background: 'linear-gradient(135deg, #c084fc, #7e22ce)' },
});

export const alias = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const badge = style({
  marginLeft: 'auto',
  padding: `1px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.semibold,
});

export const postText = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm });
