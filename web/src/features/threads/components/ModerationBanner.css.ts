import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const banner = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: '1px solid',
  fontSize: vars.fontSize.sm,
});

export const tone = styleVariants({
  blocked: { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.danger },
  warning: { background: '#fef3c7', borderColor: '#b45309', color: '#78350f' },
  notice: {
    background: vars.color.surfaceMuted,
    borderColor: vars.color.borderStrong,
    color: vars.color.text,
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const keywords = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  marginTop: vars.space.xxs,
});

export const keyword = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
});
