import { style } from '@vanilla-extract/css';
import { container, plainList } from '../../../styles/layout.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { mutedText } from '../../../styles/text.css';
import { media, vars } from '../../../styles/theme.css';

/** Phones: box, filters, results, stacked. Desktop: the filters beside the results, under the box. */
export const layout = style([
  container,
  {
    display: 'grid',
    gap: vars.space.lg,
    alignItems: 'start',
    gridTemplateAreas: '"box" "filters" "results"',
    paddingBlock: `${vars.space.md} ${vars.space.xxl}`,
    '@media': {
      [media.desktop]: {
        gridTemplateColumns: '280px minmax(0, 1fr)',
        gridTemplateAreas: '"box box" "filters results"',
        paddingBlock: vars.space.xl,
      },
    },
  },
]);

export const searchBox = style({ gridArea: 'box', maxWidth: '720px', width: '100%' });

export const filters = style({
  gridArea: 'filters',
  '@media': { [media.desktop]: { position: 'sticky', top: '88px' } },
});

export const results = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { gridArea: 'results', minWidth: 0 },
]);

export const resultsHeader = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })]);

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
  selectors: { '&:focus': { outline: 'none' } },
});

export const count = mutedText;

export const hint = style({ marginTop: vars.space.md, color: vars.color.textMuted });

export const loading = style({ padding: `${vars.space.xl} 0` });

export const list = style([
  plainList,
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.md },
]);

export const more = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'xs' }),
  { marginTop: vars.space.md },
]);

export const moreError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

/** The words the query matched, in the theme's colours rather than the browser's yellow. */
export const mark = style({
  padding: '0 2px',
  borderRadius: '3px',
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.semibold,
});
