import { globalStyle, style } from '@vanilla-extract/css';
import { readingContainer, topBarRow } from '../../../styles/layout.css';
import { mutedText } from '../../../styles/text.css';
import { media, vars } from '../../../styles/theme.css';

export const topBar = style({ borderBottom: `1px solid ${vars.color.border}`, background: vars.color.page });

export const topBarInner = style([topBarRow, { gap: vars.space.md }]);

export const hero = style({
  paddingBlock: `${vars.space.xxl} ${vars.space.xl}`,
  background: vars.color.surfaceMuted,
  '@media': { [media.tablet]: { paddingBlock: `${vars.space.xxxl} ${vars.space.xxl}` } },
});

export const heroInner = readingContainer;

export const title = style({
  fontSize: 'clamp(2rem, 5vw, 2.75rem)',
  fontWeight: 800,
  letterSpacing: '-0.03em',
});

export const summary = style({
  marginTop: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const updated = style([mutedText, { marginTop: vars.space.md }]);

export const article = style([
  readingContainer,
  {
    paddingBlock: `${vars.space.xl} ${vars.space.xxxl}`,
    fontSize: '1.0625rem',
    '@media': { [media.tablet]: { paddingBlock: `${vars.space.xxl} ${vars.space.xxxl}` } },
  },
]);

// Long-form prose: the pages are plain semantic HTML and get their rhythm here.
globalStyle(`${article} h2`, {
  marginTop: vars.space.xxl,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  scrollMarginTop: vars.space.xl,
});
globalStyle(`${article} h2:first-child`, { marginTop: 0 });
globalStyle(`${article} h3`, {
  marginTop: vars.space.lg,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${article} p, ${article} ul, ${article} ol`, { marginBottom: vars.space.md });
globalStyle(`${article} ul, ${article} ol`, { paddingLeft: vars.space.lg });
globalStyle(`${article} li + li`, { marginTop: vars.space.xs });
globalStyle(`${article} strong`, { fontWeight: vars.fontWeight.semibold });

export const callout = style({
  margin: `${vars.space.lg} 0`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  borderLeft: `4px solid ${vars.color.primary}`,
});
globalStyle(`${callout} > :last-child`, { marginBottom: 0 });
