import { style } from '@vanilla-extract/css';
import { countPill } from '../../../styles/pills.css';
import { raisedPanel } from '../../../styles/surfaces.css';
import { vars } from '../../../styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  alignSelf: 'flex-start',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
    '&:focus-visible': { borderRadius: vars.radius.pill },
  },
});

export const badge = style([
  countPill,
  { minWidth: '22px', background: vars.color.primarySoft, color: vars.color.primaryText, lineHeight: '20px' },
]);

export const liveBadge = style({ background: vars.color.successSoft, color: vars.color.success });

// A tab stop (Radix makes the panel focusable): keyboard focus shows the ring, inside
// the panel's edge; a click or a tap shows none.
export const content = style([
  raisedPanel,
  {
    marginTop: vars.space.md,
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
      '&:focus:not(:focus-visible)': { outline: 'none' },
    },
  },
]);
