import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const toggleRow = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const panelFolded = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});

export const panelOpen = style({ marginTop: vars.space.sm, '@media': { [media.desktop]: { marginTop: 0 } } });

export const chevron = style({ transition: 'transform 150ms ease' });
export const chevronOpen = style([chevron, { transform: 'rotate(180deg)' }]);
