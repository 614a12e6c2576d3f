import { style } from '@vanilla-extract/css';
import { iconButton, inputFocusRing, inputStartIcon } from '../../../styles/controls.css';
import { inputBox } from '../../../styles/fragments';
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
    ...inputBox(),
    width: '100%',
    // Room for the magnifier on the left and the clear button on the right.
    padding: `${vars.space.xs} 44px ${vars.space.xs} 40px`,
    fontSize: vars.fontSize.md,
    selectors: {
      // Our own clear button replaces the browser's, which is neither labelled nor styled.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
    },
  },
]);

export const clear = style([iconButton, { position: 'absolute', right: vars.space.xxs }]);
