import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const input = style({
  flex: 1,
  minHeight: '44px',
  maxHeight: '160px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  lineHeight: 1.5,
  resize: 'none',
  fieldSizing: 'content',
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 3px ${vars.color.focus}33`,
    },
    '&:disabled': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const attachments = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.page,
  border: `1px dashed ${vars.color.borderStrong}`,
});

export const attachmentsActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs });
