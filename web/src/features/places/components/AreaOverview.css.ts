import { style } from '@vanilla-extract/css';
import { container } from '../../../styles/layout.css';
import { media, vars } from '../../../styles/theme.css';

export const band = style({
  paddingBlock: vars.space.xxl,
  background: `radial-gradient(50rem 20rem at 90% 0%, ${vars.color.primarySoft}, transparent 70%)`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { paddingBlock: vars.space.xxxl } },
});

export const inner = container;

export const eyebrow = style({
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const name = style({
  marginTop: vars.space.xs,
  fontSize: 'clamp(2rem, 5vw, 3rem)',
  fontWeight: 800,
  letterSpacing: '-0.03em',
});

export const place = style({
  marginTop: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const body = style([
  container,
  {
    paddingBlock: `${vars.space.xl} ${vars.space.xxl}`,
    display: 'grid',
    gap: vars.space.lg,
    alignItems: 'start',
    '@media': {
      [media.tablet]: { paddingBlock: vars.space.xxl },
      [media.desktop]: { gridTemplateColumns: '2fr 1fr' },
    },
  },
]);

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const cardText = style({ marginTop: vars.space.xs, color: vars.color.textMuted });

export const topics = style({
  listStyle: 'none',
  padding: 0,
  marginTop: vars.space.md,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const topic = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const dot = style({ width: '8px', height: '8px', borderRadius: '50%' });
