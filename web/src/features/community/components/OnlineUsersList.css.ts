import { style } from '@vanilla-extract/css';
import { circle } from '../../../styles/fragments';
import { plainList } from '../../../styles/layout.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { mutedText, truncate } from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

export const empty = mutedText;

export const list = style([plainList, sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })]);

export const user = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  { fontSize: vars.fontSize.sm },
]);

export const avatar = style({
  position: 'relative',
  ...circle('28px'),
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const name = style([truncate, { flex: 1, minWidth: 0 }]);

export const status = style({ color: vars.color.success, fontSize: vars.fontSize.xs });
