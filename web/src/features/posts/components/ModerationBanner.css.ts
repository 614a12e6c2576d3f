import { style, styleVariants } from '@vanilla-extract/css';
import { plainList } from '../../../styles/layout.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const banner = style([
  sprinkles({ display: 'flex', gap: 'sm', padding: 'sm' }),
  {
    borderRadius: vars.radius.sm,
    border: '1px solid',
    fontSize: vars.fontSize.sm,
    // Scrolled into view above the dialog's sticky footer (a button row), not under it.
    scrollMarginBottom: '88px',
  },
]);

export const tone = styleVariants({
  blocked: { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.danger },
  warning: { background: '#fef3c7', borderColor: '#b45309', color: '#78350f' },
  notice: {
    background: vars.color.surfaceMuted,
    borderColor: vars.color.borderStrong,
    color: vars.color.text,
  },
});

export const body = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' }),
  { minWidth: 0 },
]);

export const title = style({ fontWeight: vars.fontWeight.bold });

// Chips, not bullet points: a flex item keeps display list-item, so without
// this each chip had a bullet drawn over the one before it (issue 21).
export const keywords = style([
  plainList,
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xxs' }),
  { marginTop: vars.space.xxs },
]);

export const keyword = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
});
