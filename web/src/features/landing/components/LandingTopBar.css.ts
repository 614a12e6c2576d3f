import { style } from '@vanilla-extract/css';
import { container } from '../../../styles/layout.css';
import { media, vars } from '../../../styles/theme.css';

// The landing page's bar looks like every other screen's header.
export { header as bar } from '../../../components/layout/AppHeader.css';

export const inner = style([
  container,
  {
    minHeight: '64px',
    paddingBlock: vars.space.xs,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
  },
]);

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

// The spec's short labels on small screens ('Sign In', 'Join'). Hiding with
// display:none also drops the hidden label from the accessibility tree.
export const wideLabel = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline' } } });
export const narrowLabel = style({ '@media': { [media.tablet]: { display: 'none' } } });

export const wideOnly = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline-flex' } } });
