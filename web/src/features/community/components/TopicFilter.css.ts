import { style } from '@vanilla-extract/css';
import { plainList } from '../../../styles/layout.css';
import { countPill } from '../../../styles/pills.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const list = style([
  plainList,
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { gap: '2px' },
]);

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': {
      background: vars.color.primarySoft,
      borderColor: vars.color.primarySoft,
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const dot = style({
  flexShrink: 0,
  width: '10px',
  height: '10px',
  margin: '0 4px',
  borderRadius: '50%',
});

export const name = style({ flex: 1, fontSize: vars.fontSize.sm });

export const count = style([
  countPill,
  { minWidth: '24px', background: vars.color.surfaceSunken, color: vars.color.textMuted },
]);
