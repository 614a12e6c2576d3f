import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { backdrop, floatingPanel } from '../../styles/overlay.css';
import { sprinkles } from '../../styles/sprinkles.css';
import { vars } from '../../styles/theme.css';

const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = backdrop;

export const content = style([
  floatingPanel,
  {
    top: 0,
    bottom: 0,
    width: 'min(340px, 88vw)',
    background: vars.color.page,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  },
]);

export const side = styleVariants({
  right: {
    right: 0,
    selectors: { '&[data-state="open"]': { animation: `${fromRight} 220ms cubic-bezier(0.16, 1, 0.3, 1)` } },
  },
  left: {
    left: 0,
    selectors: { '&[data-state="open"]': { animation: `${fromLeft} 220ms cubic-bezier(0.16, 1, 0.3, 1)` } },
  },
});

export const header = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' }),
  { padding: `${vars.space.md} ${vars.space.lg}`, borderBottom: `1px solid ${vars.color.border}` },
]);

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const body = style([
  sprinkles({ padding: 'lg', display: 'flex', flexDirection: 'column', gap: 'lg' }),
  { flex: 1, overflowY: 'auto' },
]);
