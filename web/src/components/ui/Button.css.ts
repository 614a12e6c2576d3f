import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease, transform 150ms ease',
  selectors: {
    '&:active:not(:disabled)': { transform: 'translateY(1px)' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': { borderRadius: vars.radius.pill },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.textInverse,
    boxShadow: vars.shadow.sm,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
  },
  inverse: {
    background: vars.color.page,
    color: vars.color.ink,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
  },
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.md}`, minHeight: '36px' },
  md: { fontSize: vars.fontSize.md, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: '44px' },
  lg: { fontSize: vars.fontSize.lg, padding: `${vars.space.md} ${vars.space.xl}`, minHeight: '54px' },
});

export const block = style({ width: '100%' });
