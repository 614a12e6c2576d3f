import { style } from '@vanilla-extract/css';
import { container } from '../../styles/layout.css';
import { sprinkles } from '../../styles/sprinkles.css';
import { media, vars } from '../../styles/theme.css';

export const footer = style({
  background: vars.color.ink,
  color: '#e9dfd5',
  paddingBlock: `${vars.space.xxl} ${vars.space.xl}`,
});

export const inner = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    '@media': {
      [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
    },
  },
]);

export const tagline = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, maxWidth: '34ch' });

export const links = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap' }),
  { listStyle: 'none', padding: 0, gap: `${vars.space.xs} ${vars.space.lg}` },
]);

export const link = style({
  color: '#fffaf3',
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const legalRow = style([container, { marginTop: vars.space.xl }]);

export const legal = style({
  paddingTop: vars.space.lg,
  borderTop: '1px solid rgba(255, 250, 243, 0.15)',
  fontSize: vars.fontSize.xs,
});
