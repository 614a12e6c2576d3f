import { style } from '@vanilla-extract/css';
import { plainList } from '../../../styles/layout.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { mutedText } from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

export const section = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', padding: 'sm' }),
  { borderRadius: vars.radius.sm, background: vars.color.page },
]);

export const list = style([plainList, sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })]);

export const reply = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', paddingLeft: 'sm' }),
  { borderLeft: `2px solid ${vars.color.border}` },
]);

export const smallAvatar = style({ width: '28px', height: '28px', fontSize: vars.fontSize.xs });

export const replyText = style({ fontSize: vars.fontSize.sm });

export const muted = mutedText;

export const replyActions = style([
  sprinkles({ display: 'flex', gap: 'xxs' }),
  { marginLeft: `calc(-1 * ${vars.space.xs})` },
]);
