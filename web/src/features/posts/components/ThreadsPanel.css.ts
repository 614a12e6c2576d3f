import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.md} 0 0`,
});

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.md });

export const loading = style({ padding: `${vars.space.xl} 0`, display: 'flex', justifyContent: 'center' });

export const panelBody = style({ padding: vars.space.md });

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '36px',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panelTitle = style({ fontWeight: vars.fontWeight.bold });
