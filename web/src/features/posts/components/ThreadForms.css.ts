import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';

/** Shared by the thread dialogs and forms: a column of fields and a right-aligned button row. */
export const form = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);

export const actions = style([
  sprinkles({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 'xs' }),
]);
