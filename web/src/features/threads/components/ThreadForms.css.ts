import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** Shared by the thread dialogs and forms: a column of fields and a right-aligned button row. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
