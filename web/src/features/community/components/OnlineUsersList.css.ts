import { style } from '@vanilla-extract/css';
import { plainList } from '../../../styles/layout.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style([plainList, sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })]);

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const avatar = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const name = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const status = style({ color: vars.color.success, fontSize: vars.fontSize.xs });
