import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { mutedText } from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

export const form = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);

export const browse = mutedText;

export const browseLink = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const actions = style([
  sprinkles({ display: 'flex', justifyContent: 'flex-end', gap: 'xs' }),
  { marginTop: vars.space.xs },
]);
