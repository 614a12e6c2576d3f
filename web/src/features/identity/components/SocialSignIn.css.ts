import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const wrapper = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' })]);

export const divider = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  {
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    marginTop: vars.space.xs,
    selectors: {
      '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border },
    },
  },
]);
