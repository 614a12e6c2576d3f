import { style } from '@vanilla-extract/css';
import { topBarRow } from '../../../styles/layout.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { media, vars } from '../../../styles/theme.css';

// The landing page's bar looks like every other screen's header.
export { header as bar } from '../../../components/layout/AppHeader.css';

export const inner = style([topBarRow, { gap: vars.space.md }]);

export const actions = style([sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' })]);

// The spec's short labels on small screens ('Sign In', 'Join'). Hiding with
// display:none also drops the hidden label from the accessibility tree.
export const wideLabel = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline' } } });
export const narrowLabel = style({ '@media': { [media.tablet]: { display: 'none' } } });

export const wideOnly = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline-flex' } } });
