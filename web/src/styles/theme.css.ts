import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * Design tokens. One warm, light theme for now; every colour pair used for
 * text meets WCAG AA (4.5:1) on the surfaces it is used on.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    page: '#fffaf3',
    surface: '#ffffff',
    surfaceMuted: '#fdf2e4',
    surfaceSunken: '#f7ebdc',
    border: '#eadccb',
    borderStrong: '#d6c3ad',
    text: '#201a16',
    textMuted: '#5f5249',
    textInverse: '#fffaf3',
    primary: '#c2410c',
    primaryHover: '#9a3412',
    primarySoft: '#ffedd5',
    primaryText: '#9a3412',
    accent: '#0f766e',
    accentSoft: '#ccfbf1',
    success: '#15803d',
    successSoft: '#dcfce7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    focus: '#1d4ed8',
    overlay: 'rgba(32, 26, 22, 0.55)',
    ink: '#2a211c',
  },
  space: {
    none: '0',
    xxs: '4px',
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    xxxl: '72px',
  },
  radius: {
    sm: '8px',
    md: '12px',
    lg: '18px',
    xl: '28px',
    pill: '999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2.25rem, 6vw, 3.75rem)',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  shadow: {
    sm: '0 1px 2px rgba(60, 35, 15, 0.06), 0 1px 3px rgba(60, 35, 15, 0.08)',
    md: '0 4px 12px rgba(60, 35, 15, 0.08), 0 2px 4px rgba(60, 35, 15, 0.05)',
    lg: '0 24px 48px rgba(60, 35, 15, 0.18), 0 8px 16px rgba(60, 35, 15, 0.08)',
  },
  contentWidth: '1120px',
  readingWidth: '720px',
});

/** Breakpoints, mobile first: styles apply from this width up. */
export const breakpoints = {
  tablet: 640,
  desktop: 1024,
} as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
