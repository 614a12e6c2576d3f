import { style } from '@vanilla-extract/css';
import { roundButton } from '../../../styles/fragments';
import { container } from '../../../styles/layout.css';
import { mutedText } from '../../../styles/text.css';
import { media, vars } from '../../../styles/theme.css';

export const layout = style([
  container,
  {
    display: 'grid',
    gap: vars.space.lg,
    alignItems: 'start',
    paddingBlock: `${vars.space.md} ${vars.space.xxl}`,
    '@media': {
      [media.desktop]: { gridTemplateColumns: '300px minmax(0, 1fr)', paddingBlock: vars.space.xl },
    },
  },
]);

// Desktop only; phones reach the same through the slide-in menu.
export const sidebar = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block', position: 'sticky', top: '88px' } },
});

export const content = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const mobileBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const mobileTitle = style({ minWidth: 0 });

export const mobileName = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  lineHeight: 1.15,
});

export const mobilePlace = mutedText;

export const fab = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.lg,
  zIndex: 25,
  ...roundButton('56px'),
  background: vars.color.primary,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { borderRadius: '50%' },
  },
  '@media': { [media.desktop]: { display: 'none' } },
});
