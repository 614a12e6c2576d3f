import { style } from '@vanilla-extract/css';
import { outlinedBox } from '../../../styles/fragments';
import { fillColumn } from '../../../styles/layout.css';
import { tagPill } from '../../../styles/pills.css';
import { sprinkles } from '../../../styles/sprinkles.css';
import { mutedText, nameLine } from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

export const option = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'md', textAlign: 'left' }),
  {
    width: '100%',
    padding: `${vars.space.sm} ${vars.space.md}`,
    ...outlinedBox(),
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

export const text = fillColumn;

export const title = nameLine;

export const subtitle = mutedText;

export const meta = style([
  tagPill,
  { flexShrink: 0, color: vars.color.textMuted, background: vars.color.surfaceMuted },
]);

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });
