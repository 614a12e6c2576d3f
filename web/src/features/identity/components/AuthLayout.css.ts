import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { mutedText } from '../../../styles/text.css';
import { media, vars } from '../../../styles/theme.css';

export const page = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'lg' }),
  {
    minHeight: '100vh',
    padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
    background: `radial-gradient(circle at 20% 0%, ${vars.color.primarySoft}, transparent 45%), ${vars.color.page}`,
  },
]);

export const card = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' }),
  {
    width: '100%',
    maxWidth: '460px',
    borderRadius: vars.radius.xl,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.md,
    '@media': { [media.tablet]: { padding: vars.space.xl } },
  },
]);

export const heading = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' })]);

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const subtitle = mutedText;

export const footer = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 'xs',
    textAlign: 'center',
  }),
  { fontSize: vars.fontSize.sm },
]);

export const homeLink = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs' }),
  { color: vars.color.textMuted },
]);
