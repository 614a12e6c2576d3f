import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
});

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const rowName = style({ fontWeight: vars.fontWeight.semibold });

export const rowLink = style([
  rowName,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    textAlign: 'left',
    color: vars.color.primaryText,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);

export const rowMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const rowActions = style({ display: 'flex', gap: vars.space.xxs });

export const confirm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.sm} 0 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
