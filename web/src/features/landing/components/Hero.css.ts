import { style } from '@vanilla-extract/css';
import { container } from '../../../styles/layout.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { mutedText } from '../../../styles/text.css';
import { media, vars } from '../../../styles/theme.css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: vars.space.xxl,
  background: `radial-gradient(60rem 30rem at 85% -10%, ${vars.color.primarySoft}, transparent 70%),
    linear-gradient(180deg, transparent 60%, ${vars.color.page})`,
  '@media': { [media.tablet]: { paddingBlock: vars.space.xxxl } },
});

export const inner = style([
  container,
  {
    display: 'grid',
    gap: vars.space.xxl,
    alignItems: 'center',
    '@media': { [media.desktop]: { gridTemplateColumns: '1.1fr 0.9fr' } },
  },
]);

export const eyebrow = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  {
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.primaryText,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const headline = style({
  marginTop: vars.space.md,
  fontSize: vars.fontSize.display,
  fontWeight: 800,
  letterSpacing: '-0.035em',
  lineHeight: 1.05,
  maxWidth: '16ch',
});

export const highlight = style({ color: vars.color.primary });

export const lede = style({
  marginTop: vars.space.lg,
  maxWidth: '52ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const actions = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'md' }),
  {
    marginTop: vars.space.xl,
    '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.lg } },
  },
]);

export const signInLink = style({
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:hover': { color: vars.color.primaryHover } },
});

export const busy = mutedText;
