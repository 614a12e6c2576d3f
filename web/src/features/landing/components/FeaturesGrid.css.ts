import { style } from '@vanilla-extract/css';
import { container } from '../../../styles/layout.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { raisedPanel } from '../../../styles/surfaces.css';
import { mutedText } from '../../../styles/text.css';
import { media, vars } from '../../../styles/theme.css';

export const section = style({
  paddingBlock: vars.space.xxl,
  '@media': { [media.tablet]: { paddingBlock: vars.space.xxxl } },
});

export const inner = container;

export const heading = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  textAlign: 'center',
  '@media': { [media.tablet]: { fontSize: '2.25rem' } },
});

export const intro = style({
  marginTop: vars.space.sm,
  marginInline: 'auto',
  maxWidth: '56ch',
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const grid = style([
  sprinkles({ display: 'grid', gap: 'md' }),
  {
    listStyle: 'none',
    padding: 0,
    marginTop: vars.space.xl,
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.lg },
      [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    },
  },
]);

// The hover's shadow wins over raisedPanel's whatever the CSS order: '&:hover' is the more specific rule.
export const card = style([
  raisedPanel,
  {
    height: '100%',
    padding: vars.space.lg,
    transition: 'box-shadow 160ms ease, transform 160ms ease',
    selectors: { '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' } },
  },
]);

export const iconBadge = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});

export const title = style({
  marginTop: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = style([mutedText, { marginTop: vars.space.xs }]);
