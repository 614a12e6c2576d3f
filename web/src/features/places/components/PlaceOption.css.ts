import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { truncate } from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

export const option = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'md', textAlign: 'left' }),
  {
    width: '100%',
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    cursor: 'pointer',
    transition: 'background-color 120ms ease, border-color 120ms ease, box-shadow 120ms ease',
    selectors: {
      '&:hover': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.borderStrong,
        boxShadow: vars.shadow.sm,
      },
      '&:focus-visible': { borderRadius: vars.radius.md, borderColor: vars.color.focus },
    },
  },
]);

export const iconBadge = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.sm,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});

export const text = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { minWidth: 0, flex: 1 },
]);

export const title = style([truncate, { fontWeight: vars.fontWeight.semibold }]);

export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const meta = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });
