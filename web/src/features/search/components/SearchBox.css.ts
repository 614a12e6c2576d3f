import { style } from '@vanilla-extract/css';
import { iconButton, inputFocusRing, inputStartIcon } from '../../../styles/controls.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const root = style({ display: 'block' });

export const form = style([
  sprinkles({ display: 'grid', gap: 'xs' }),
  { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end' },
]);

export const label = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const control = style([
  sprinkles({ display: 'flex', alignItems: 'center' }),
  { position: 'relative' },
]);

export const icon = inputStartIcon;

export const input = style([
  inputFocusRing,
  {
    width: '100%',
    minHeight: '44px',
    padding: `${vars.space.xs} 44px ${vars.space.xs} 40px`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    fontSize: vars.fontSize.md,
    selectors: {
      // Our own clear button replaces the browser's, which is neither labelled nor styled.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
    },
  },
]);

export const clear = style([iconButton, { position: 'absolute', right: vars.space.xxs }]);
