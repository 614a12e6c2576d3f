import { style } from '@vanilla-extract/css';
import { outlinedBox } from '../../../../styles/fragments';
import { fillColumn, plainList } from '../../../../styles/layout.css';
import { sprinkles } from '../../../../styles/sprinkles.css';
import { vars } from '../../../../styles/theme.css';

export const form = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', padding: 'md' }),
  {
    borderRadius: vars.radius.md,
    border: `1px dashed ${vars.color.borderStrong}`,
    background: vars.color.surfaceMuted,
  },
]);

export const formActions = style([sprinkles({ display: 'flex', justifyContent: 'flex-end', gap: 'xs' })]);

export const row = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 'xs',
  }),
  { padding: `${vars.space.xs} ${vars.space.sm}`, ...outlinedBox() },
]);

export const rowText = fillColumn;

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

export const rowActions = style([sprinkles({ display: 'flex', gap: 'xxs' })]);

export const confirm = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' }),
  { color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold },
]);

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  plainList,
  { marginTop: vars.space.sm },
]);

export const header = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' }),
  { marginBottom: vars.space.sm },
]);

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
