import { style } from '@vanilla-extract/css';
import { plainList } from '../../../styles/layout.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const list = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' }), plainList]);

export const badge = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs' }),
  {
    minHeight: '32px',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    border: `1px solid ${vars.color.primarySoft}`,
    borderRadius: vars.radius.pill,
    background: vars.color.primarySoft,
    color: vars.color.primaryText,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    selectors: { '&:hover': { borderColor: vars.color.primaryText } },
  },
]);
