import { style } from '@vanilla-extract/css';
import { inputFocusRing } from '../../../styles/controls.css';
import { inputBox } from '../../../styles/fragments';
import { sprinkles } from '../../../styles/sprinkles.css';
import { vars } from '../../../styles/theme.css';

export const composer = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'sm' }),
  { borderTop: `1px solid ${vars.color.border}` },
]);

export const row = style([sprinkles({ display: 'flex', alignItems: 'flex-end', gap: 'xs' })]);

export const input = style([
  inputFocusRing,
  {
    ...inputBox(vars.radius.md),
    flex: 1,
    maxHeight: '160px',
    lineHeight: 1.5,
    resize: 'none',
    fieldSizing: 'content',
    selectors: { '&:disabled': { background: vars.color.surfaceSunken, cursor: 'not-allowed' } },
  },
]);

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const attachments = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', padding: 'sm' }),
  {
    borderRadius: vars.radius.md,
    background: vars.color.page,
    border: `1px dashed ${vars.color.borderStrong}`,
  },
]);

export const attachmentsActions = style([
  sprinkles({ display: 'flex', justifyContent: 'flex-end', gap: 'xs' }),
]);
