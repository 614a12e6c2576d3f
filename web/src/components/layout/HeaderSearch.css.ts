import { style } from '@vanilla-extract/css';
import { inputFocusRing, inputStartIcon } from '../../styles/controls.css';
import { sprinkles } from '../../styles/sprinkles.css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'block', minWidth: 0 });

export const inner = style([
  sprinkles({ display: 'flex', alignItems: 'center' }),
  { position: 'relative', width: '100%' },
]);

export const icon = inputStartIcon;

export const input = style([
  inputFocusRing,
  {
    width: '100%',
    minHeight: '40px',
    padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} 36px`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    fontSize: vars.fontSize.sm,
  },
]);
