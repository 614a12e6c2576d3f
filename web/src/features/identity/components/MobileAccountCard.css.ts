import { style } from '@vanilla-extract/css';
import { avatarCircle } from '../../../styles/controls.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { cardSurface } from '../../../styles/surfaces.css';
import { truncate } from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

export const guest = style([sprinkles({ display: 'grid', gap: 'xs' }), { gridTemplateColumns: '1fr 1fr' }]);

export const card = style([cardSurface, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);

export const who = style([sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }), { minWidth: 0 }]);

export const avatar = style([
  avatarCircle,
  {
    width: '40px',
    height: '40px',
    background: vars.color.primary,
    color: vars.color.textInverse,
    textTransform: 'uppercase',
  },
]);

export const text = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { minWidth: 0 }]);

export const name = style({ fontWeight: vars.fontWeight.bold });

export const email = style([truncate, { color: vars.color.textMuted, fontSize: vars.fontSize.xs }]);

export const actions = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' })]);
