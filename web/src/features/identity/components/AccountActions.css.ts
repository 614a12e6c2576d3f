import { style } from '@vanilla-extract/css';
import { media } from '../../../styles/theme.css';

// The spec's short labels on small screens ('Sign In', 'Join'). display:none
// also drops the hidden label from the accessibility tree.
export const wideLabel = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline' } } });
export const narrowLabel = style({ '@media': { [media.tablet]: { display: 'none' } } });
